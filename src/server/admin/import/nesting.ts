import { Parser } from 'htmlparser2';

/**
 * How deep elements may nest in an export, and in a message's HTML. No export or comment comes near it; past it,
 * the parser's own work grows with the square of the depth (a hundred thousand levels take it most of a minute),
 * so a file shaped to be nested is turned away before it is parsed for real.
 */
export const MAX_NESTING = 1000;

class TooDeep extends Error {}

/** Whether `text`, read as XML or HTML as the import will read it, nests elements at most MAX_NESTING deep. */
export function nestsWithinLimit(text: string, { xmlMode }: { xmlMode: boolean }): boolean {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        // Thrown from inside the parser: it stops there, before the depth costs anything.
        if (++depth > MAX_NESTING) throw new TooDeep();
      },
      onclosetag() {
        depth--;
      },
    },
    { xmlMode },
  );
  try {
    parser.end(text);
    return true;
  } catch (error) {
    if (error instanceof TooDeep) return false;
    throw error;
  }
}

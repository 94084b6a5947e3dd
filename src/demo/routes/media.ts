import type { FastifyInstance } from 'fastify';
import { DEMO_SLIDES, DEMO_TRACK, loopWav } from '../media.ts';
import { html } from '../../server/pages/html.ts';
import { layout } from '../pages/layout.ts';

/**
 * The demo's generated media under `/demo-media/`: the slideshow's SVG
 * pictures, the looping WAV, and the stand-in provider's page the audio
 * player links to. Made once, on first request.
 */
export function demoMediaRoutes(app: FastifyInstance): void {
  const files = new Map<string, [type: string, body: string | Buffer]>(
    DEMO_SLIDES.map((s) => [s.file, ['image/svg+xml', s.svg]]),
  );
  let wav: Buffer | undefined;
  app.get<{ Params: { file: string } }>('/demo-media/:file', async (request, reply) => {
    if (request.params.file === DEMO_TRACK.file)
      return reply
        .type('audio/wav')
        .header('Cache-Control', 'public, max-age=3600')
        .send((wav ??= loopWav()));
    const found = files.get(request.params.file);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('No such demo file.\n');
    return reply.type(found[0]).header('Cache-Control', 'public, max-age=3600').send(found[1]);
  });
  app.get('/demo-media/sounds', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      layout({
        title: `${DEMO_TRACK.provider}: ${DEMO_TRACK.title}`,
        lang: 'en',
        body: html`<h1>${DEMO_TRACK.provider}</h1>
<p>“${DEMO_TRACK.title}” is a four-second arpeggio the Porchlight demo generates itself, free to loop.</p>
<p><a href="/demo-media/${DEMO_TRACK.file}">Download “${DEMO_TRACK.title}” (WAV)</a></p>`,
      }),
    ),
  );
}

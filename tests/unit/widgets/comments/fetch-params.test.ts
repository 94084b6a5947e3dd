import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { PAGE_PARAMS } from '../../../../src/shared/comments/reader-page.ts';

// comments-fetch.js asks the server for the section the page's address
// names; it writes the parameters out rather than import them (a module it
// shared with the section would become a chunk of its own).
test('placeholder mode forwards every parameter the section reads from the address', () => {
  const source = readFileSync('src/widgets/comments/fetch.ts', 'utf8');
  const listed = /\[('comments_\w+'(?:, )?)+\]/.exec(source)?.[0];
  assert.ok(listed, 'fetch.ts lists the parameters');
  assert.equal(JSON.parse(listed!.replaceAll("'", '"')).sort(), Object.values(PAGE_PARAMS).sort());
});

test.run();

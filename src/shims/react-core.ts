/**
 * Preact build, the comment section's only (see build.mjs `preactCoreAlias`): the
 * React names those components use, straight from Preact's core and hooks.
 * The comment section is written so that core Preact and React agree on
 * every prop it passes (`onInput` beside `onChange`, no camelCase SVG
 * attributes), which saves compat's 1.4 KB gzip on its reading path.
 */
export { createElement, Fragment } from 'preact';
export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

import { STANDIN_SITE_KEY } from './verifier.ts';

/**
 * The captcha stand-in's browser script, served at
 * /comments/captcha-standin/api.js. It has the global API of Google's
 * invisible reCAPTCHA (`grecaptcha.render/execute/reset/getResponse/ready`,
 * `?onload=NAME&render=explicit`), so the comment widget drives it exactly as
 * it drives the real provider. Tests choose its answer before `execute()`:
 *
 *   window.porchlightCaptchaStandIn = { mode: 'accept' | 'reject' | 'expire' | 'error' | 'hold' }
 *
 * accept: callback(token the server accepts); reject: callback(token the
 * server refuses: a `recaptcha` validation error); expire: the
 * 'expired-callback'; error: the 'error-callback'; hold: no answer at all.
 */
export const STANDIN_SCRIPT = `(function () {
  'use strict';
  var widgets = [];
  var readyQueue = [];
  var SITE_KEY = ${JSON.stringify(STANDIN_SITE_KEY)};
  function nonce() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function mode() {
    var setting = window.porchlightCaptchaStandIn;
    return (setting && setting.mode) || 'accept';
  }
  function widget(id) {
    var w = widgets[id === undefined ? 0 : id];
    if (!w) throw new Error('captcha stand-in: no widget ' + id);
    return w;
  }
  var api = {
    standIn: true,
    render: function (container, params) {
      if (!params || params.sitekey !== SITE_KEY) throw new Error('captcha stand-in: unknown sitekey ' + (params && params.sitekey));
      var el = typeof container === 'string' ? document.getElementById(container) : container;
      if (!el) throw new Error('captcha stand-in: no container');
      widgets.push({ params: params, response: '' });
      return widgets.length - 1;
    },
    execute: function (id) {
      var w = widget(id);
      var chosen = mode();
      setTimeout(function () {
        var p = w.params;
        if (chosen === 'hold') return;
        if (chosen === 'expire') { w.response = ''; if (p['expired-callback']) p['expired-callback'](); return; }
        if (chosen === 'error') { w.response = ''; if (p['error-callback']) p['error-callback'](); return; }
        w.response = 'standin.' + (chosen === 'reject' ? 'fail' : 'pass') + '.' + Date.now() + '.' + nonce();
        if (p.callback) p.callback(w.response);
      }, 10);
    },
    reset: function (id) { widget(id).response = ''; },
    getResponse: function (id) { return widget(id).response; },
    ready: function (fn) { readyQueue ? readyQueue.push(fn) : fn(); },
  };
  window.grecaptcha = api;
  var queued = readyQueue;
  readyQueue = null;
  queued.forEach(function (fn) { fn(); });
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

// The OAuth redirect target of the console (MCP spec 2025-06-18 basic/authorization): the authorization
// server sends the popup here with `code` and `state` (or `error`). This page hands them to the console
// window that opened it (same origin only: a BroadcastChannel, and postMessage to the opener), which passes them to the worker holding the PKCE verifier,
// then closes. Served with the page CSP (script-src 'self'); it stores nothing.
(function () {
  var params = new URLSearchParams(window.location.search);
  var message = {
    type: 'mcp-oauth-callback',
    code: params.get('code') || '',
    state: params.get('state') || '',
    error: params.get('error') || '',
    errorDescription: (params.get('error_description') || '').slice(0, 300),
  };
  var status = document.getElementById('status');
  var delivered = false;
  if (typeof BroadcastChannel === 'function') {
    var channel = new BroadcastChannel('mcp-oauth');
    channel.postMessage(message);
    channel.close();
    delivered = true;
  }
  if (window.opener && window.opener !== window) {
    window.opener.postMessage(message, window.location.origin);
    delivered = true;
  }
  if (delivered) {
    if (status) status.textContent = 'Signed in: this window closes itself.';
    window.close();
  } else if (status) {
    status.textContent = 'This page finishes a sign-in started from the console; open the console and click Authorize.';
  }
})();

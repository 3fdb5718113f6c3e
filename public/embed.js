/*! Fund site embed helper: sizes every <iframe data-fund-embed> to the page it shows.
 *
 *   <iframe data-fund-embed src="https://funds.example.com/en/details?code=2800" title="Fund details"></iframe>
 *   <script src="https://funds.example.com/embed.js" async></script>
 *
 * The framed page posts {source: 'fund-site', type: 'resize', height, path, lang} to its parent
 * (at most once a second, and once after its last change). A message sizes an iframe only when it
 * comes from that iframe's window, from the origin of its src, with that source and a sane height.
 * After each message the iframe fires a 'fund-embed:resize' event whose detail is the message.
 * On start it asks every frame to send its height again ({source: 'fund-embed', type: 'request-size'}).
 * See docs/embedding.md. No dependencies, no build step.
 */
(function () {
  'use strict';
  /** @typedef {Window & { __fundEmbed?: boolean }} FundEmbedWindow The page, once this script has run in it. */
  /** @typedef {HTMLIFrameElement & { __fundEmbed?: boolean, __fundEmbedPath?: unknown }} FundEmbedFrame A fund frame: prepared once, and the path it last showed. */
  if (/** @type {FundEmbedWindow} */ (window).__fundEmbed) return; // loaded twice: the first copy does the work
  /** @type {FundEmbedWindow} */ (window).__fundEmbed = true;

  var SELECTOR = 'iframe[data-fund-embed]';
  var MAX_HEIGHT = 100000;

  /** @param {FundEmbedFrame} frame */
  function originOf(frame) {
    try {
      return new URL(frame.src, document.baseURI).origin;
    } catch {
      return null;
    }
  }

  /** @param {FundEmbedFrame} frame */
  function prepare(frame) {
    if (frame.__fundEmbed) return;
    frame.__fundEmbed = true;
    frame.setAttribute('scrolling', 'no'); // the page has no scrollbars of its own when framed
    frame.style.border = frame.style.border || '0';
    frame.style.width = frame.style.width || '100%';
    frame.style.display = frame.style.display || 'block';
  }

  /** @param {MessageEventSource} source */
  function frameOf(source) {
    var frames = /** @type {NodeListOf<FundEmbedFrame>} */ (document.querySelectorAll(SELECTOR));
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === source) return frames[i];
    return null;
  }

  /** @param {MessageEvent} event */
  function onMessage(event) {
    var data = event.data;
    if (!data || data.source !== 'fund-site' || data.type !== 'resize') return;
    var frame = event.source && frameOf(event.source);
    if (!frame || event.origin !== originOf(frame)) return;
    var height = Number(data.height);
    if (!isFinite(height) || height < 0 || height > MAX_HEIGHT) return;
    prepare(frame);
    frame.style.height = Math.ceil(height) + 'px';
    // A new screen inside the frame: bring its top into view if the visitor scrolled past it.
    if (frame.__fundEmbedPath !== undefined && frame.__fundEmbedPath !== data.path && frame.getBoundingClientRect().top < 0) {
      frame.scrollIntoView();
    }
    frame.__fundEmbedPath = data.path;
    var detail = { source: data.source, type: data.type, height: height, path: String(data.path), lang: String(data.lang) };
    frame.dispatchEvent(new CustomEvent('fund-embed:resize', { detail: detail }));
  }

  // A frame may have sent its height before this script ran: ask each one to send it again. The
  // request carries nothing, so it goes to any origin; the answer goes only where config allows.
  function prepareAll() {
    var frames = /** @type {NodeListOf<FundEmbedFrame>} */ (document.querySelectorAll(SELECTOR));
    for (var i = 0; i < frames.length; i++) {
      prepare(frames[i]);
      if (frames[i].contentWindow) /** @type {Window} */ (frames[i].contentWindow).postMessage({ source: 'fund-embed', type: 'request-size' }, '*');
    }
  }

  window.addEventListener('message', onMessage);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', prepareAll);
  else prepareAll();
  // Iframes added later (a portal that renders on the client) are found when their first message comes.
})();

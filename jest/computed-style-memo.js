// jsdom keeps each element's cascaded declaration until the document next changes, but every
// getComputedStyle call still copies it and resolves thirteen properties, walking up the
// ancestors for the inherited ones (visibility, pointer-events, colours): about half of what
// getComputedStyle cost in a client test's CPU profile (docs/development.md#test-speed). The
// testing libraries ask again and again for the same elements while nothing changes (an
// accessible name reads every descendant, for each element a query looks at). So, until jsdom
// drops its cache (any change to the document), the same element gets the same answer: the
// declaration jsdom computed for it then, which is what it would compute again.
const idlUtils = require('jsdom/lib/jsdom/living/generated/utils');

/** Makes `window.getComputedStyle` answer again from its last answer while the document is unchanged. */
function memoizeComputedStyle(window) {
  const compute = window.getComputedStyle;
  const documentImpl = idlUtils.implForWrapper(window.document);
  // jsdom's cache of cascaded declarations: replaced (dropped, then made anew) at every change.
  let cacheAnswered = null;
  let answers = new WeakMap();
  window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
    // Another document (an iframe's) has a cache of its own; a pseudo-element has no cache.
    const ofThisDocument = element?.ownerDocument === window.document;
    if (
      !ofThisDocument ||
      (pseudoElement !== undefined && pseudoElement !== null && pseudoElement !== '')
    ) {
      return compute.call(window, element, pseudoElement);
    }
    if (documentImpl._styleCache === cacheAnswered && cacheAnswered !== null) {
      const answer = answers.get(element);
      if (answer) return answer;
    } else {
      answers = new WeakMap();
    }
    const answer = compute.call(window, element);
    cacheAnswered = documentImpl._styleCache;
    answers.set(element, answer);
    return answer;
  };
}

module.exports = { memoizeComputedStyle };

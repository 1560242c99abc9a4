// jsdom computes an element's style by asking its selector engine (nwsapi) whether each rule of
// every style sheet (its own default sheet's 120 and the app's few hundred) matches the element,
// and the testing libraries ask for the style of most elements they read (whether it is hidden,
// whether it takes pointer events): that matching was a quarter of a client test's CPU profile
// (docs/development.md#test-speed). Most rules cannot match an element for a reason read at a
// glance: the element the selector is about lacks one of its classes, or is another tag. This
// answers "no match" for those without the engine, and asks the engine about every other rule,
// so every answer is the engine's answer.

// A compound selector as left once its brackets and parentheses are taken out: a tag, then
// classes, ids and pseudo-classes. Anything else (escapes, namespaces, non-ASCII names) is not
// read here, and goes to the engine.
const PLAIN_COMPOUND = /^(\*|[A-Za-z][\w-]*)?(\.[\w-]+|#[\w-]+|::?[\w-]+)*$/;
const CLASS = /\.([\w-]+)/g;

/**
 * What an element must have to be the subject of one of the list's selectors: the tag and
 * classes of each selector's last compound, read outside brackets, parentheses and quotes
 * (`.a:not(.b) .c[x="d e"]` asks for class c). Null when some selector is not plain enough to
 * read, and the engine decides.
 */
function subjectRequirements(selectorList) {
  if (selectorList.includes('\\')) return null;
  const requirements = [];
  let compound = '';
  let depth = 0;
  let quote = null;
  const endSelector = () => {
    if (!PLAIN_COMPOUND.test(compound)) return false;
    const tag = /^[A-Za-z][\w-]*/.exec(compound);
    const classes = [...compound.matchAll(CLASS)].map((match) => match[1]);
    requirements.push({ tag: tag ? tag[0].toLowerCase() : null, classes });
    compound = '';
    return true;
  };
  for (const char of selectorList.trim()) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (depth > 0) {
      // Inside brackets or parentheses: not the subject's own tag or classes.
    } else if (char === ',') {
      if (!endSelector()) return null;
    } else if (/[\s>+~]/.test(char)) {
      compound = '';
    } else {
      compound += char;
    }
  }
  if (quote || depth !== 0 || !endSelector()) return null;
  return requirements;
}

const requirementsBySelector = new Map();
// Whether each document is in standards mode, as nwsapi reads it once for the document.
const standardsMode = new WeakMap();

/** True when no selector of the list can match the element (jsdom's element implementation). */
function cannotMatch(elementImpl, selectorList) {
  if (typeof selectorList !== 'string') return false;
  const document = elementImpl._ownerDocument;
  let standards = standardsMode.get(document);
  if (standards === undefined) {
    standards = document.compatMode === 'CSS1Compat';
    standardsMode.set(document, standards);
  }
  // In quirks mode classes match without regard to case; the tests' documents are standard.
  if (!standards) return false;
  let requirements = requirementsBySelector.get(selectorList);
  if (requirements === undefined) {
    requirements = subjectRequirements(selectorList);
    requirementsBySelector.set(selectorList, requirements);
  }
  if (requirements === null) return false;
  const localName = elementImpl._localName;
  let tokens = null;
  return requirements.every(({ tag, classes }) => {
    if (tag !== null && tag !== localName && tag !== localName.toLowerCase()) return true;
    if (classes.length === 0) return false;
    tokens ??= elementImpl.classList.tokenSet;
    return classes.some((name) => !tokens.contains(name));
  });
}

/**
 * Puts the prefilter in front of jsdom's matching for its style rules. jsdom's style code reads
 * `matchesDontThrow` once, as it loads: this must run before jsdom is first required.
 */
function prefilterStyleRuleMatching() {
  const selectors = require('jsdom/lib/jsdom/living/helpers/selectors');
  const engine = selectors.matchesDontThrow;
  selectors.matchesDontThrow = (elementImpl, selectorList) =>
    !cannotMatch(elementImpl, selectorList) && engine(elementImpl, selectorList);
}

module.exports = { prefilterStyleRuleMatching };

/**
 * jsdom's computed style answers as a browser's would for the rules the tests' style prefilter
 * reads (jest/style-rule-prefilter.js): it only skips rules that cannot match, so whether an
 * element is shown still follows every rule that does; and an answer kept while the document is
 * unchanged (jest/computed-style-memo.js) is given anew once it changes
 * (docs/development.md#test-speed).
 */
const RULES = `
  .hidden { display: none }
  .outer .inner { visibility: hidden }
  span.tagged, em.other { display: none }
  .base:not(.shown) { display: none }
  .MuiTypography-root:where(.list .primary) { visibility: hidden }
  label[data-shrink="false"] + .field .input { display: none }
  .escaped\\:name { display: none }
  :is(.anywhere) { visibility: hidden }
`;

function styleOf(html: string, selector: string) {
  document.body.innerHTML = html;
  return window.getComputedStyle(document.querySelector(selector) as Element);
}

describe('computed style under the prefilter', () => {
  beforeAll(() => {
    const style = document.createElement('style');
    style.textContent = RULES;
    document.head.append(style);
  });

  it.each([
    ['display', 'a class', '<p class="hidden x">t</p>', 'p', 'none'],
    ['display', 'a class the element lacks', '<p class="x">t</p>', 'p', 'block'],
    ['display', 'a tag and class in a list', '<span class="tagged">t</span>', 'span', 'none'],
    ['display', 'a class on another tag', '<div class="tagged">t</div>', 'div', 'block'],
    ['display', 'a negation that holds', '<p class="base">t</p>', 'p', 'none'],
    ['display', 'a negation that fails', '<p class="base shown">t</p>', 'p', 'block'],
    [
      'display',
      'a sibling and a descendant',
      '<label data-shrink="false"></label><div class="field"><input class="input"></div>',
      'input',
      'none',
    ],
    ['display', 'an escaped class', '<p class="escaped:name">t</p>', 'p', 'none'],
    [
      'visibility',
      'a descendant',
      '<div class="outer"><b class="inner">t</b></div>',
      'b',
      'hidden',
    ],
    ['visibility', 'no such ancestor', '<div><b class="inner">t</b></div>', 'b', 'visible'],
    [
      'visibility',
      'a :where() with a class of its own',
      '<ul class="list"><li class="primary MuiTypography-root">t</li></ul>',
      'li',
      'hidden',
    ],
    ['visibility', 'a pseudo-class alone', '<p class="anywhere">t</p>', 'p', 'hidden'],
  ] as const)('%s for %s', (property, _case, html, selector, value) => {
    expect(styleOf(html, selector)[property]).toBe(value);
  });

  it('answers anew once a class of the element or of an ancestor changes', () => {
    const paragraph = styleOf('<div class="outer"><p class="x">t</p></div>', 'p');
    const element = document.querySelector('p') as HTMLElement;
    expect(paragraph.display).toBe('block');
    expect(window.getComputedStyle(element).display).toBe('block');
    element.classList.add('hidden');
    expect(window.getComputedStyle(element).display).toBe('none');
    expect(window.getComputedStyle(element).visibility).toBe('visible');
    element.classList.add('inner');
    expect(window.getComputedStyle(element).visibility).toBe('hidden');
    (element.parentElement as HTMLElement).className = '';
    expect(window.getComputedStyle(element).visibility).toBe('visible');
    element.style.display = 'inline';
    expect(window.getComputedStyle(element).display).toBe('inline');
  });
});

/**
 * Testing Library's waits (`waitFor`, `findBy…`) give up after one second by default: on a
 * machine whose cores other jobs take, a form's first lazy import (its validation) can take
 * longer. A generous bound instead, as the suites' other waits have (tests/support/until.ts);
 * a passing wait still ends as soon as its condition holds. Only files that run in a DOM
 * load Testing Library.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};

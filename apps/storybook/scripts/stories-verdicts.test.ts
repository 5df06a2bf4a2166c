import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type BatchReport, verdictsOfBatch } from './stories-verdicts.ts';

// A batch's verdicts pass or fail each package's turbo task: a failure counted to the wrong package, or lost,
// would let a broken package's stories be cached as passed.
const root = '/repo';
const storyFile = (pkg: string, tests: [string, string][]): BatchReport['testResults'][number] => ({
  name: `${root}/packages/${pkg}/src/A.stories.tsx`,
  status: tests.some(([, status]) => status === 'failed') ? 'failed' : 'passed',
  assertionResults: tests.map(([title, status]) => ({
    ancestorTitles: [],
    fullName: title,
    status,
    failureMessages: status === 'failed' ? [`${title} broke\nat line 1`] : [],
  })),
});
const screens = (tests: [string, string][]): BatchReport['testResults'][number] => ({
  name: `${root}/apps/storybook/screens/screens.test.tsx`,
  status: tests.some(([, status]) => status === 'failed') ? 'failed' : 'passed',
  assertionResults: tests.map(([describe, status]) => ({
    ancestorTitles: [describe],
    fullName: `${describe} Screen at mobile width in every brand`,
    status,
    failureMessages: status === 'failed' ? ['uk: serious color-contrast'] : [],
  })),
});
const summary = (report: BatchReport, packages = ['cards', 'kyc']) =>
  Object.fromEntries(
    [...verdictsOfBatch(report, packages, 'a batch')].map(([name, v]) => [
      name,
      [v.passed, v.tests, v.failures.length],
    ]),
  );

const cases: [string, BatchReport, Record<string, [boolean, number, number]>][] = [
  [
    'every story and screen passes',
    {
      testResults: [
        storyFile('cards', [
          ['Default', 'passed'],
          ['Empty', 'passed'],
        ]),
        storyFile('kyc', [['Default', 'passed']]),
        screens([
          ['cards/src/A.stories.tsx', 'passed'],
          ['kyc/src/B.stories.tsx', 'passed'],
        ]),
      ],
    },
    { cards: [true, 3, 0], kyc: [true, 2, 0] },
  ],
  [
    'a failed story fails its own package only',
    {
      testResults: [
        storyFile('cards', [
          ['Default', 'failed'],
          ['Empty', 'passed'],
        ]),
        storyFile('kyc', [['Default', 'passed']]),
      ],
    },
    { cards: [false, 1, 1], kyc: [true, 1, 0] },
  ],
  [
    'a failed screen is counted to the package named by its story file',
    {
      testResults: [
        storyFile('cards', [['Default', 'passed']]),
        storyFile('kyc', [['Default', 'passed']]),
        screens([
          ['cards/src/A.stories.tsx', 'passed'],
          ['kyc/src/B.stories.tsx', 'failed'],
        ]),
      ],
    },
    { cards: [true, 2, 0], kyc: [false, 1, 1] },
  ],
  [
    'a story file that fails to load fails its package',
    {
      testResults: [
        {
          name: `${root}/packages/kyc/src/B.stories.tsx`,
          status: 'failed',
          message: 'SyntaxError',
          assertionResults: [],
        },
        storyFile('cards', [['Default', 'passed']]),
      ],
    },
    { kyc: [false, 0, 1], cards: [true, 1, 0] },
  ],
  [
    'a file whose tests passed but whose hook failed fails its package',
    {
      testResults: [
        { ...storyFile('kyc', [['Default', 'passed']]), status: 'failed', message: 'afterAll: page closed' },
        storyFile('cards', [['Default', 'passed']]),
      ],
    },
    { kyc: [false, 1, 1], cards: [true, 1, 0] },
  ],
  [
    'the screens file failing to load fails every package of the batch',
    {
      testResults: [
        storyFile('cards', [['Default', 'passed']]),
        {
          name: `${root}/apps/storybook/screens/screens.test.tsx`,
          status: 'failed',
          message: 'boom',
          assertionResults: [],
        },
      ],
    },
    { cards: [false, 1, 1], kyc: [false, 0, 1] },
  ],
  [
    'a package of which nothing ran has no verdict (its task runs its own stories)',
    { testResults: [storyFile('cards', [['Default', 'passed']])] },
    { cards: [true, 1, 0] },
  ],
  [
    "a package outside the batch is not given another's results",
    { testResults: [storyFile('ui', [['Button', 'failed']]), storyFile('cards', [['Default', 'passed']])] },
    { cards: [true, 1, 0] },
  ],
];

for (const [name, report, expected] of cases) {
  test(name, () => assert.deepEqual(summary(report), expected));
}

test('a failure keeps the test name and the first lines of why', () => {
  const [verdict] = verdictsOfBatch(
    { testResults: [storyFile('cards', [['Default', 'failed']])] },
    ['cards'],
    'x',
  ).values();
  assert.deepEqual(verdict?.failures, [{ name: 'Default', message: 'Default broke\nat line 1' }]);
});

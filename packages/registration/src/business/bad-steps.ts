// The steps the step navigation marks after a check: the step of each problem's screen, and the submit step.
import type { I18n } from '@lingui/core';
import type { Problem, Section } from '../model/checks';
import type { Draft } from '../model/draft';
import { type BusinessStep, businessSteps, stepOf } from './steps';
import { problemLine } from './submit/problem-lines';

export function badStepsOf(i18n: I18n, draft: Draft, checks: Record<Section, Problem[]>): BusinessStep[] {
  const problems = Object.values(checks).flat();
  const steps = new Set(problems.map((problem) => stepOf(problemLine(i18n, draft, problem).target)));
  if (problems.length > 0) steps.add('submit');
  return businessSteps.filter((step) => steps.has(step));
}

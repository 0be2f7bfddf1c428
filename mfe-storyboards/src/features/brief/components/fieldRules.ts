import type { ComponentProps } from 'react';
import { BRIEF_TEXTS as T } from '@portal/shared-contracts/storyboards';
import type { Form } from '@portal/shared-ui/forms';
import { emailProblem, endDateProblem } from '../briefForm';

type Rules = NonNullable<ComponentProps<typeof Form.Item>['rules']>;

const check = (problem: string | null): Promise<void> => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

/** 001 §5 marks title and about required: blanks alone do not count. */
export const TITLE_RULES: Rules = [{ required: true, whitespace: true, message: T.titleRequired }];
export const ABOUT_RULES: Rules = [{ required: true, whitespace: true, message: T.aboutRequired }];

export const EMAIL_RULES: Rules = [{ validator: (_rule, value: string | undefined) => check(emailProblem(value)) }];

/** The end date against the start date (re-checked when the start changes: `dependencies`). */
export const END_DATE_RULES: Rules = [
  ({ getFieldValue }) => ({ validator: (_rule, value: string | undefined) => check(endDateProblem(getFieldValue('startdate'), value)) }),
];

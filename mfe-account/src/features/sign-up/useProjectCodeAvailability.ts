import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCOUNT_LIMITS, DELAYS_MS } from '@portal/shared-contracts/core';
import type { HttpClient } from '@portal/shared-ui';
import { checkProjectCode, type ProjectCodeCheck } from './api';
import { normaliseProjectCode, type ProjectCodeAvailability } from './validation';

export interface ProjectCodeAvailabilityState {
  /** What the check said about the current (normalised) code. */
  readonly availability: ProjectCodeAvailability;
  /** The current code's availability, checking it now if needed (used on submit). */
  readonly ensure: () => Promise<ProjectCodeAvailability>;
}

const checkable = (code: string): boolean => code.length > 0 && code.length <= ACCOUNT_LIMITS.PROJECT_CODE_MAX_LENGTH;

/**
 * Checks the project code's availability ~400 ms after the last keystroke (000 §5).
 * Answers are kept per code, so typing a code back needs no new request; an answer that
 * came from an error is asked again on submit.
 */
export function useProjectCodeAvailability(typed: string, http: HttpClient): ProjectCodeAvailabilityState {
  const code = normaliseProjectCode(typed);
  const answers = useRef(new Map<string, ProjectCodeCheck>());
  const running = useRef(new Map<string, Promise<ProjectCodeCheck>>());
  const [, setAnswered] = useState(0);

  const check = useCallback(
    (c: string): Promise<ProjectCodeCheck> => {
      const pending = running.current.get(c);
      if (pending) return pending;
      const request = checkProjectCode(http, c).then((answer) => {
        answers.current.set(c, answer);
        running.current.delete(c);
        setAnswered((n) => n + 1);
        return answer;
      });
      running.current.set(c, request);
      return request;
    },
    [http],
  );

  useEffect(() => {
    if (!checkable(code) || answers.current.has(code)) return undefined;
    // A submit may have checked the code meanwhile (ensure): no second request then.
    const timer = setTimeout(() => {
      if (!answers.current.has(code)) void check(code);
    }, DELAYS_MS.PROJECT_CODE_CHECK_DEBOUNCE);
    return () => clearTimeout(timer);
  }, [code, check]);

  const ensure = useCallback(async (): Promise<ProjectCodeAvailability> => {
    if (!checkable(code)) return 'unknown';
    const known = answers.current.get(code);
    if (known?.definite) return known.availability;
    return (await check(code)).availability;
  }, [code, check]);

  return { availability: answers.current.get(code)?.availability ?? 'unknown', ensure };
}

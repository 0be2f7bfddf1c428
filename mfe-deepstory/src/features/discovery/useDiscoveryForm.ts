import { useCallback, useState } from 'react';
import { EMPTY_VALUES, loadSavedValues, saveValues, validateDiscovery, type DiscoveryErrors, type DiscoveryValues } from './form';

export interface DiscoveryForm {
  readonly values: DiscoveryValues;
  readonly errors: DiscoveryErrors;
  /** Changes fields; the form is saved (002 §2), and once checked its errors follow the values. */
  change(patch: Partial<DiscoveryValues>): void;
  /** Checks the whole brief (Next) and shows its problems; answers them. */
  check(): DiscoveryErrors;
  /** Clears every field, every error and the saved values (002 §2 reset). */
  reset(): void;
}

/** The brief's values and errors, kept in the form and in localStorage. */
export function useDiscoveryForm(): DiscoveryForm {
  const [values, setValues] = useState<DiscoveryValues>(loadSavedValues);
  const [errors, setErrors] = useState<DiscoveryErrors>({});
  const [checked, setChecked] = useState(false);

  const change = useCallback(
    (patch: Partial<DiscoveryValues>) => {
      const next = { ...values, ...patch };
      setValues(next);
      saveValues(next);
      if (checked) setErrors(validateDiscovery(next));
    },
    [values, checked],
  );
  const check = useCallback(() => {
    const problems = validateDiscovery(values);
    setErrors(problems);
    setChecked(true);
    return problems;
  }, [values]);
  const reset = useCallback(() => {
    setValues(EMPTY_VALUES);
    setErrors({});
    setChecked(false);
    saveValues(EMPTY_VALUES);
  }, []);
  return { values, errors, change, check, reset };
}

import { useEffect, useState } from 'react';
import type { ChoiceOption } from '../../data/signUpChoices';

export interface SignUpChoices {
  readonly countries: ChoiceOption[];
  readonly industries: ChoiceOption[];
}

let loading: Promise<SignUpChoices> | null = null;

/** The country and industry lists: their own chunk, fetched once when the sign-up page opens. */
export function loadSignUpChoices(): Promise<SignUpChoices> {
  loading ??= import('../../data/signUpChoices').then(
    (m) => ({ countries: m.COUNTRY_OPTIONS, industries: m.INDUSTRY_OPTIONS }),
    (error: unknown) => {
      loading = null; // let a later mount try again
      throw error;
    },
  );
  return loading;
}

/** The choices once their chunk has arrived, null before. */
export function useSignUpChoices(): SignUpChoices | null {
  const [choices, setChoices] = useState<SignUpChoices | null>(null);
  useEffect(() => {
    let live = true;
    loadSignUpChoices().then(
      (loaded) => live && setChoices(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return choices;
}

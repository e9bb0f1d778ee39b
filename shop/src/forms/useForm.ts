import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../common/web/api';
import { useLanguage } from '../../../common/web/i18n';
import { validate, type Problem, type Rules } from '../../../common/web/validation';
import { isMessageKey, translate } from '../../../common/messages';
import { useT } from '../i18n';

export type FormValues = Record<string, string>;

/** What `field(name)` hands to an MUI TextField. */
export interface FieldProps {
  name: string;
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string | undefined;
}

/** A part of a form that binds some of its fields (address, phone …). */
export interface Binder<K extends string> {
  field: (name: K) => FieldProps;
  /** Changes several fields at once (choosing a postcode fills in its city and state). */
  update: (patch: Partial<Record<K, string>>) => void;
  values: Record<K, string>;
}

export interface FormOutcome {
  kind: 'success' | 'error';
  message: string;
}

/**
 * State of a hand-built form: values, the client-side checks (run on submit, then on every
 * change), and the server's answer — a 422's per-field messages land on their fields, the
 * response message in `outcome`.
 */
export function useForm<T extends FormValues>(initial: T, rules: (values: T) => Rules<T>) {
  const t = useT();
  const lang = useLanguage();
  const [values, setValues] = useState<T>(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof T, Problem>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  function errorOf(field: keyof T & string): string | undefined {
    const problem = problems[field];
    if (serverErrors[field]) return serverErrors[field];
    if (!problem) return undefined;
    return isMessageKey(problem.key) ? translate(problem.key, lang, problem.params) : t(problem.key, problem.params);
  }

  function update(patch: Partial<T>) {
    const next = { ...values, ...patch };
    setValues(next);
    setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in patch))));
    if (submitted) setProblems(validate(next, rules(next)));
  }

  /** New values, as after loading or a successful save: the checks wait for the next submit. */
  function reset(next: T) {
    setValues(next);
    setProblems({});
    setServerErrors({});
    setSubmitted(false);
  }

  const set = (field: keyof T & string, value: string) => update({ [field]: value } as Partial<T>);

  /** Props for an MUI TextField bound to a field. */
  function field(name: keyof T & string): FieldProps {
    const error = errorOf(name);
    return {
      name,
      id: name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      error: Boolean(error),
      helperText: error,
    };
  }

  /** Runs the checks, then `action`; its returned text is shown as the success message. */
  function onSubmit(action: (values: T) => Promise<string | void>) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      const found = validate(values, rules(values));
      setProblems(found);
      setServerErrors({});
      if (Object.keys(found).length) {
        setOutcome({ kind: 'error', message: t('common.error.invalidInput') });
        return;
      }
      setSubmitting(true);
      setOutcome(null);
      try {
        const message = await action(values);
        if (message) setOutcome({ kind: 'success', message });
      } catch (err) {
        const apiError = err instanceof ApiError ? err : new ApiError(-1, String(err));
        setServerErrors(apiError.fields);
        setOutcome({ kind: 'error', message: apiError.message });
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { values, set, update, reset, field, onSubmit, submitting, outcome, setOutcome };
}

import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { UPLOAD_TEXTS as T, URL_IMPORT_LIMITS, importUrlProblem } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';

const useStyles = createStyles('image-url-field', (token) => ({
  form: { marginTop: token.margin, display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  label: { fontWeight: token.fontWeightStrong },
}));

export interface ImageUrlFieldProps {
  /** An address that passed the check (http or https, no user name or password), trimmed. */
  readonly onAdd: (url: string) => void;
}

/**
 * "Image from URL" (001 §2 "Upload Storyboard or Asset": images may also come from a URL):
 * Add (or Enter) puts the address with the chosen files; one the api would refuse as an
 * address is refused here, under the field, before anything is sent.
 */
export function ImageUrlField({ onAdd }: ImageUrlFieldProps): ReactElement {
  const classes = useStyles();
  const ids = { input: useId(), problem: useId() };
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (event: FormEvent): void => {
    event.preventDefault();
    const address = url.trim();
    const found = importUrlProblem(address);
    setProblem(found);
    if (found !== null) return;
    onAdd(address);
    setUrl('');
  };

  return (
    // The check is ours, worded as the api words it, not the browser's bubble.
    <form className={classes.form} onSubmit={add} noValidate>
      <label htmlFor={ids.input} className={classes.label}>
        {T.imageFromUrl}
      </label>
      <Flex gap="small">
        <Input
          id={ids.input}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={url}
          maxLength={URL_IMPORT_LIMITS.URL_MAX_LENGTH}
          status={problem === null ? undefined : 'error'}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : ids.problem}
          onChange={(e) => {
            setUrl(e.target.value);
            setProblem(null);
          }}
        />
        <Button htmlType="submit">{T.addUrl}</Button>
      </Flex>
      {problem === null ? null : (
        <Typography.Text type="danger" id={ids.problem}>
          {problem}
        </Typography.Text>
      )}
    </form>
  );
}

import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Flex, Spin, Typography, createStyles } from '@portal/shared-ui';
import { loaderTextAt, nextLoaderChangeAt } from '../loaderSchedule';

const useStyles = createStyles('film-step-loader', (token) => ({
  loader: { paddingBlock: token.paddingXL * 2, textAlign: 'center' },
}));

/** The loader's texts from when it appeared, changing on the schedule of 002 §2, §9. */
export function useLoaderText(): ReturnType<typeof loaderTextAt> {
  const startedAt = useRef(Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const next = nextLoaderChangeAt(elapsed);
    if (next === null) return undefined;
    const timer = setTimeout(() => setElapsed(Date.now() - startedAt.current), Math.max(0, next - (Date.now() - startedAt.current)));
    return () => clearTimeout(timer);
  }, [elapsed]);
  return loaderTextAt(elapsed);
}

/**
 * Shown until both post-production statuses are 3 (002 §2): a spinner and a status text
 * that changes every 10 s, with the slow-down messages at 180, 300 and 420 s.
 */
export function PostProductionLoader(): ReactElement {
  const classes = useStyles();
  const { text, slow } = useLoaderText();
  return (
    <Flex vertical align="center" gap="middle" className={classes.loader}>
      <Spin size="large" />
      <div role="status">
        <Typography.Paragraph strong>{text}</Typography.Paragraph>
        {slow ? <Typography.Paragraph type="secondary">{slow}</Typography.Paragraph> : null}
      </div>
    </Flex>
  );
}

import type { ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RENDER_MESSAGES, RENDER_TEXTS } from '@portal/shared-contracts/storyboards';
import { Button, EmptyState, Flex, Typography, createStyles } from '@portal/shared-ui';
import { Progress } from '@portal/shared-ui/widgets';
import { renderDismissed, selectShownJobs, type RenderJobView } from '../slice';

const useStyles = createStyles('render-progress', (token) => ({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.margin },
  name: { fontWeight: token.fontWeightStrong, overflowWrap: 'anywhere' },
  bar: { flex: 1, minWidth: 0, margin: 0 },
}));

/** The status line beside a bar: the job's step while it renders, then how it ended. */
function statusOf(job: RenderJobView): string {
  if (job.status === 'succeeded') return RENDER_TEXTS.rendered;
  if (job.status === 'failed') return [job.error, job.reason].filter(Boolean).join(': ');
  return job.step ?? RENDER_TEXTS.starting;
}

function RenderRow({ job }: { job: RenderJobView }): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  return (
    <li>
      <Flex vertical gap="small">
        <Typography.Text className={classes.name}>{job.title}</Typography.Text>
        <Flex gap="small" align="center">
          <Progress
            percent={job.percent}
            status={job.status === 'failed' ? 'exception' : job.status === 'succeeded' ? 'success' : 'active'}
            aria-label={RENDER_TEXTS.progressLabel(job.title)}
            className={classes.bar}
          />
          <Button size="small" onClick={() => dispatch(renderDismissed({ id: job.id }))} aria-label={RENDER_TEXTS.dismissRender(job.title)}>
            {RENDER_TEXTS.dismiss}
          </Button>
        </Flex>
        <Typography.Text type={job.status === 'failed' ? 'danger' : 'secondary'} role="status">
          {statusOf(job)}
        </Typography.Text>
      </Flex>
    </li>
  );
}

/**
 * The render-progress part of the Render tab (001 §2): for each render, the project name, a
 * bar (+1% a second up to 90%, 100% on success, 0 on failure; 001 §4), the job's step or
 * how it ended, and a dismiss button; when nothing renders, the spec's idle text.
 */
export function RenderProgress(): ReactElement {
  const classes = useStyles();
  const jobs = useSelector(selectShownJobs);
  if (jobs.length === 0) return <EmptyState title={RENDER_MESSAGES.noVideosRendering} />;
  return (
    <section aria-label={RENDER_TEXTS.progressHeading}>
      <ul className={classes.list}>
        {jobs.map((job) => (
          <RenderRow key={job.id} job={job} />
        ))}
      </ul>
    </section>
  );
}

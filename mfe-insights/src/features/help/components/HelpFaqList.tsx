import type { ReactElement } from 'react';
import { createStyles, Typography, overAntd } from '@portal/shared-ui';
import { Collapse, type CollapseProps } from '@portal/shared-ui/widgets';
import type { HelpFaq } from '../types';

const useStyles = createStyles('insights-help-faq', (token) => ({
  answer: overAntd({ marginBottom: token.marginXS }),
  steps: { margin: 0, paddingInlineStart: token.paddingLG },
  step: { marginBottom: token.marginXXS },
}));

/** A topic's questions as an accordion; every question starts closed. */
export function HelpFaqList({ faqs }: { faqs: readonly HelpFaq[] }): ReactElement {
  const classes = useStyles();
  const items: CollapseProps['items'] = faqs.map((faq, index) => ({
    key: String(index),
    label: faq.question,
    children: (
      <>
        {faq.answer.map((paragraph) => (
          <Typography.Paragraph key={paragraph} className={classes.answer}>
            {paragraph}
          </Typography.Paragraph>
        ))}
        {faq.steps ? (
          <ol className={classes.steps}>
            {faq.steps.map((step) => (
              <li key={step} className={classes.step}>
                {step}
              </li>
            ))}
          </ol>
        ) : null}
      </>
    ),
  }));
  return <Collapse items={items} size="large" />;
}

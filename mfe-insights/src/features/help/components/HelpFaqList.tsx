import type { ReactElement } from 'react';
import { Typography } from '@portal/shared-ui';
import { Collapse, type CollapseProps } from '@portal/shared-ui/widgets';
import type { HelpFaq } from '../types';

/** A topic's questions as an accordion; every question starts closed. */
export function HelpFaqList({ faqs }: { faqs: readonly HelpFaq[] }): ReactElement {
  const items: CollapseProps['items'] = faqs.map((faq, index) => ({
    key: String(index),
    label: faq.question,
    children: (
      <>
        {faq.answer.map((paragraph) => (
          <Typography.Paragraph key={paragraph} style={{ marginBottom: 8 }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
        {faq.steps ? (
          <ol style={{ margin: 0, paddingInlineStart: 22 }}>
            {faq.steps.map((step) => (
              <li key={step} style={{ marginBottom: 4 }}>
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

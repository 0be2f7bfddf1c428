import type { ReactElement, ReactNode } from 'react';
import { createStyles, Typography, overAntd } from '@portal/shared-ui';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@portal/shared-ui/icons';
import { CONTACT_DETAILS, CONTACT_PAGE_TEXT } from '../contactContent';

const useStyles = createStyles('insights-contact-details', (token) => ({
  address: { fontStyle: 'normal' },
  list: { margin: 0 },
  detail: { marginBottom: token.margin },
  term: { fontWeight: token.fontWeightStrong, display: 'flex', gap: token.marginSM, alignItems: 'center' },
  icon: overAntd({ fontSize: token.fontSizeXL, color: token.colorPrimary }),
  // Indented by the icon and the gap, so the value lines up with the label's text.
  description: { margin: 0, marginBlockStart: token.marginXXS, marginInlineStart: token.fontSizeXL + token.marginSM },
  line: { display: 'block' },
  note: { display: 'block', color: token.colorTextSecondary },
}));

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }): ReactElement {
  const classes = useStyles();
  // Only dt/dd may sit in a <dl>'s div group, so the icon goes inside the term.
  return (
    <div className={classes.detail}>
      <dt className={classes.term}>
        {icon}
        {label}
      </dt>
      <dd className={classes.description}>{children}</dd>
    </div>
  );
}

/** Address, phone, email and opening hours, as one description list in an <address>. */
export function ContactDetails(): ReactElement {
  const T = CONTACT_PAGE_TEXT;
  const classes = useStyles();
  return (
    <address className={classes.address}>
      <dl className={classes.list}>
        <Detail icon={<EnvironmentOutlined aria-hidden className={classes.icon} />} label={T.addressLabel}>
          {CONTACT_DETAILS.addressLines.map((line) => (
            <span key={line} className={classes.line}>
              {line}
            </span>
          ))}
        </Detail>
        <Detail icon={<PhoneOutlined aria-hidden className={classes.icon} />} label={T.phoneLabel}>
          <Typography.Link href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phoneDisplay}</Typography.Link>
        </Detail>
        <Detail icon={<MailOutlined aria-hidden className={classes.icon} />} label={T.emailLabel}>
          <Typography.Link href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Typography.Link>
        </Detail>
        <Detail icon={<ClockCircleOutlined aria-hidden className={classes.icon} />} label={T.hoursLabel}>
          <span className={classes.line}>{CONTACT_DETAILS.openingHours}</span>
          <span className={classes.note}>{CONTACT_DETAILS.openingHoursNote}</span>
        </Detail>
      </dl>
    </address>
  );
}

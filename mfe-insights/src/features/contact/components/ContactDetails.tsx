import type { CSSProperties, ReactElement, ReactNode } from 'react';
import {
  BRAND,
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  Typography,
} from '@portal/shared-ui';
import { CONTACT_DETAILS, CONTACT_PAGE_TEXT } from '../contactContent';

const iconStyle: CSSProperties = { fontSize: 20, color: BRAND.primary };

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }): ReactElement {
  // Only dt/dd may sit in a <dl>'s div group, so the icon goes inside the term.
  return (
    <div style={{ marginBottom: 16 }}>
      <dt style={{ fontWeight: 600, display: 'flex', gap: 12, alignItems: 'center' }}>
        {icon}
        {label}
      </dt>
      <dd style={{ margin: '2px 0 0 32px' }}>{children}</dd>
    </div>
  );
}

/** Address, phone, email and opening hours, as one description list in an <address>. */
export function ContactDetails(): ReactElement {
  const T = CONTACT_PAGE_TEXT;
  return (
    <address style={{ fontStyle: 'normal' }}>
      <dl style={{ margin: 0 }}>
        <Detail icon={<EnvironmentOutlined aria-hidden style={iconStyle} />} label={T.addressLabel}>
          {CONTACT_DETAILS.addressLines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Detail>
        <Detail icon={<PhoneOutlined aria-hidden style={iconStyle} />} label={T.phoneLabel}>
          <Typography.Link href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phoneDisplay}</Typography.Link>
        </Detail>
        <Detail icon={<MailOutlined aria-hidden style={iconStyle} />} label={T.emailLabel}>
          <Typography.Link href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Typography.Link>
        </Detail>
        <Detail icon={<ClockCircleOutlined aria-hidden style={iconStyle} />} label={T.hoursLabel}>
          <span style={{ display: 'block' }}>{CONTACT_DETAILS.openingHours}</span>
          <span style={{ display: 'block', color: BRAND.muted }}>{CONTACT_DETAILS.openingHoursNote}</span>
        </Detail>
      </dl>
    </address>
  );
}

import {
  BRIEF_CHOICE_GROUPS,
  BRIEF_ERROR_CODES,
  BRIEF_LABELS,
  BRIEF_TEXTS,
  FORM_MESSAGES,
  briefLengthLabel,
  type Brief,
  type BriefChoiceGroup,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { MailMessage } from '../identity/outbox/mail-transport';
import { mailSales, takeSalesMailAttempt, type StoryRequestDeps } from '../story-requests/story-request-service';
import { briefRepository } from './brief-repository';

export type BriefDeps = StoryRequestDeps;

/** Who sent a brief, and for whom: the mail names both. */
export interface BriefSender {
  /** The signed-in user's identity `sub`, whose sales-mail budget the brief spends. */
  readonly sub: string;
  readonly email: string;
}

const G = BRIEF_CHOICE_GROUPS;
const T = BRIEF_TEXTS;
const NONE = '-';

const shown = (value: string | null): string => (value ? value : NONE);
const ticked = (brief: Brief, group: BriefChoiceGroup): string =>
  group.choices.filter((c) => brief[c.key]).map((c) => c.label).join(', ') || NONE;

/** The sections of the mail, in the modal's order (001 §2), as `label: value` lines. */
function sections(b: Brief): [string, [string, string][]][] {
  return [
    [
      BRIEF_LABELS.clientDetails,
      [
        [T.outcome, shown(b.outcome)],
        [G.goals.legend, ticked(b, G.goals)],
        [T.insights, shown(b.insights)],
        [G.audience.legend, ticked(b, G.audience)],
        [G.profiles.legend, ticked(b, G.profiles)],
      ],
    ],
    [
      BRIEF_LABELS.storyboardDetails,
      [
        [T.title, b.title],
        [T.about, b.about],
        [T.length, b.length === null ? NONE : briefLengthLabel(b.length)],
        [T.genre, shown(b.genre)],
        [T.tone, shown(b.tone)],
        [T.callToAction, shown(b.callToAction)],
        [G.videoType.legend, ticked(b, G.videoType)],
      ],
    ],
    [BRIEF_LABELS.users, [[T.usersDemographic, shown(b.users)]]],
    [
      BRIEF_LABELS.persona,
      [
        [G.personas.legend, ticked(b, G.personas)],
        [T.addPersona, shown(b.addPersona)],
      ],
    ],
    [
      BRIEF_LABELS.targetAudience,
      [
        [G.demographics.legend, ticked(b, G.demographics)],
        [T.addDemographic, shown(b.addDemographic)],
      ],
    ],
    [
      BRIEF_LABELS.event,
      [
        [T.email, shown(b.email)],
        [T.startDate, shown(b.startdate)],
        [T.endDate, shown(b.enddate)],
        [G.materials.legend, ticked(b, G.materials)],
      ],
    ],
  ];
}

/** The brief as the sales inbox reads it: who it is for, then each group of the form. */
export function renderBrief(brief: Brief, about: { customerId: number; customerEmail: string; sentBy: string }): string {
  const head = [
    'A customer sent a brief for a custom storyboard through the portal.',
    '',
    `Customer: ${about.customerEmail} (customer ${about.customerId})`,
    ...(about.sentBy === about.customerEmail ? [] : [`Sent by: ${about.sentBy}`]),
  ];
  const body = sections(brief).flatMap(([heading, lines]) => ['', heading, ...lines.map(([label, value]) => `${label}: ${value}`)]);
  return [...head, ...body].join('\n');
}

/**
 * POST /proxy/v1/customers/{customerId}/briefs, for a caller already allowed to act for the
 * customer: spends one of the sender's sales mails (shared with /mail/requestStory), stores
 * the brief against the customer so it is never lost, then mails it to SALES_EMAIL through
 * the outbox; a failed send is recorded and answered 502 with the spec's form error (001 §8).
 * Answers the brief's id.
 */
export async function submitBrief(deps: BriefDeps, sender: BriefSender, customerId: number, brief: Brief): Promise<number> {
  await takeSalesMailAttempt(deps, sender.sub);
  const sentBy = sender.email.trim().toLowerCase();
  const briefs = briefRepository(deps.db);
  const stored = await briefs.insert(customerId, sentBy, brief, new Date(deps.clock.now()));
  if (!stored) throw new ApiError(404, BRIEF_ERROR_CODES.CUSTOMER_NOT_FOUND, 'No such customer');
  const message: MailMessage = {
    to: deps.salesEmail,
    subject: `Brief #${stored.id}: ${brief.title} (${stored.customerEmail})`,
    text: renderBrief(brief, { customerId, customerEmail: stored.customerEmail, sentBy }),
    code: null,
  };
  await mailSales(deps, message, FORM_MESSAGES.submitError, (status) => briefs.setMailStatus(stored.id, status));
  return stored.id;
}

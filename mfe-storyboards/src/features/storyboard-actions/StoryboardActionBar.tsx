import { useEffect, useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type SessionUser } from '@portal/shared-contracts/core';
import {
  CONFIRM_DIALOG_TEXTS,
  CONFIRM_WORDS,
  QR_MESSAGES,
  STORYBOARD_ACTION_TEXTS as T,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { Alert, Button, Flex, createStyles, useMountProps, useSessionSnapshot } from '@portal/shared-ui';
import { ConfirmByTyping, ProgressModal } from '@portal/shared-ui/widgets';
import { QrCodeDialog } from '../storyboard-qr';
import { CloneDialog } from './components/CloneDialog';
import { MarketplaceDialog } from './components/MarketplaceDialog';
import { MoveToCustomerDialog } from './components/MoveToCustomerDialog';
import { ReleaseDialog } from './components/ReleaseDialog';
import { UpgradeDialog } from './components/UpgradeDialog';
import { actionBarButtons, refusalOf, type BarAction, type BarButton, type StoryboardActionKind } from './rules';
import {
  actionBarClosed,
  actionRefused,
  actionRequested,
  errorDismissed,
  selectActionError,
  selectRunning,
  selectUpgradeOffered,
  selectUserSearch,
  upgradeDismissed,
  userSearchChanged,
  type ActionRequest,
} from './slice';

const useStyles = createStyles('storyboard-action-bar', (token) => ({
  bar: { marginBlockEnd: token.marginSM },
  error: { marginBlockEnd: token.marginSM },
}));

export interface StoryboardActionBarProps {
  readonly storyboard: StoryboardDetail;
  readonly editing: boolean;
  readonly saving: boolean;
  /** False while the edit form cannot be saved (a field is invalid): Save stays disabled. Default true. */
  readonly canSave?: boolean;
  readonly onEdit: () => void;
  readonly onSave: () => void;
  readonly onCancelEdit: () => void;
}

const LABEL: Readonly<Record<BarAction, string>> = {
  edit: T.edit,
  save: T.save,
  cancelEdit: T.cancelEdit,
  release: T.release,
  suspend: T.suspend,
  delete: T.delete,
  clone: T.clone,
  moveToLive: T.moveToLive,
  backToDev: T.backToDev,
  moveToMarketplace: T.moveToMarketplace,
  unlist: T.unlist,
  moveToCustomer: T.moveToCustomer,
  qrCode: QR_MESSAGES.openButton,
};

/** The dialog an action opens before it runs; the others run at the press. */
type Dialog = 'release' | 'delete' | 'clone' | 'moveToMarketplace' | 'unlist' | 'moveToCustomer' | 'qrCode' | 'upgradeEdit' | 'upgradeMarketplace';
const OPENS_DIALOG: ReadonlySet<StoryboardActionKind> = new Set(['release', 'delete', 'clone', 'moveToMarketplace', 'unlist', 'moveToCustomer']);

/** The listing's author by default: the user's full name (001 §4), else their user name. */
const fullNameOf = (user: SessionUser | null): string => [user?.givenName, user?.familyName].filter(Boolean).join(' ') || (user?.username ?? '');

/**
 * The storyboard detail's action bar (001 §4, §6): the buttons the status, project,
 * listing, role and plan allow, the dialogs some of them open, the progress dialog while
 * one runs (its calls and polls are sagas) and the failure in the spec's words.
 */
export function StoryboardActionBar({ storyboard, editing, saving, canSave = true, onEdit, onSave, onCancelEdit }: StoryboardActionBarProps): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const { navigate } = useMountProps();
  const { user, features } = useSessionSnapshot();
  const running = useSelector(selectRunning);
  const error = useSelector(selectActionError);
  const upgradeOffered = useSelector(selectUpgradeOffered);
  const userSearch = useSelector(selectUserSearch);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  // Leaving the page (or turning to another storyboard) stops what the bar started.
  useEffect(() => () => void dispatch(actionBarClosed()), [dispatch, storyboard.id]);

  const buttons = actionBarButtons(storyboard, { role: user?.role ?? null, features, customerId: user?.customerId ?? null, editing });
  const run = (request: ActionRequest): void => {
    setDialog(null);
    dispatch(actionRequested(request));
  };

  const press = ({ action, upgrade }: BarButton): void => {
    if (action === 'edit') return upgrade ? setDialog('upgradeEdit') : onEdit();
    if (action === 'save') return onSave();
    if (action === 'cancelEdit') return onCancelEdit();
    if (action === 'qrCode') return setDialog('qrCode');
    if (upgrade) return setDialog('upgradeMarketplace');
    // Refused before any dialog: listed (suspend, delete, back to dev), no required tag (listing).
    const refusal = refusalOf(action, storyboard);
    if (refusal) return void dispatch(actionRefused({ message: refusal }));
    if (action === 'moveToCustomer') dispatch(userSearchChanged({ query: '' }));
    if (OPENS_DIALOG.has(action)) return setDialog(action as Dialog);
    if (action === 'suspend' || action === 'moveToLive' || action === 'backToDev') run({ kind: action, storyboard });
  };

  const closeDialog = (): void => setDialog(null);
  const closeUpgrade = (): void => {
    setDialog(null);
    if (upgradeOffered) dispatch(upgradeDismissed());
  };

  return (
    <>
      <Flex role="toolbar" aria-label={T.toolbar} wrap gap="small" className={classes.bar}>
        {buttons.map((button) => (
          <Button
            key={button.action}
            type={button.action === 'save' ? 'primary' : 'default'}
            danger={button.action === 'delete'}
            disabled={running !== null || (saving && button.action === 'cancelEdit') || (button.action === 'save' && (saving || !canSave))}
            onClick={() => press(button)}
          >
            {LABEL[button.action]}
          </Button>
        ))}
      </Flex>
      {error ? <Alert type="error" showIcon title={error} role="alert" closable={{ 'aria-label': T.dismissError }} onClose={() => dispatch(errorDismissed())} className={classes.error} /> : null}

      {dialog === 'release' ? (
        <ReleaseDialog initialQuality={storyboard.publishedRenderQuality} onRelease={(quality) => run({ kind: 'release', storyboard, quality })} onCancel={closeDialog} />
      ) : null}
      {dialog === 'clone' ? <CloneDialog title={storyboard.title} onClone={(title) => run({ kind: 'clone', storyboard, title })} onCancel={closeDialog} /> : null}
      {dialog === 'moveToMarketplace' ? (
        <MarketplaceDialog defaultAuthor={fullNameOf(user)} onList={(listing) => run({ kind: 'moveToMarketplace', storyboard, ...listing })} onCancel={closeDialog} />
      ) : null}
      {dialog === 'moveToCustomer' ? (
        <MoveToCustomerDialog
          title={storyboard.title}
          search={userSearch}
          onSearch={(query) => dispatch(userSearchChanged({ query }))}
          onMove={(move) => run({ kind: 'moveToCustomer', storyboard, ...move })}
          onCancel={closeDialog}
        />
      ) : null}
      {dialog === 'qrCode' ? <QrCodeDialog storyboardId={storyboard.id} onClose={closeDialog} /> : null}
      <ConfirmByTyping
        open={dialog === 'delete'}
        title={CONFIRM_DIALOG_TEXTS.deleteStoryboardTitle}
        word={CONFIRM_WORDS.DELETE}
        prompt={CONFIRM_DIALOG_TEXTS.deletePrompt}
        confirmLabel={CONFIRM_DIALOG_TEXTS.deleteButton}
        onConfirm={() => run({ kind: 'delete', storyboard })}
        onCancel={closeDialog}
      />
      <ConfirmByTyping
        open={dialog === 'unlist'}
        title={CONFIRM_DIALOG_TEXTS.unlistTitle}
        word={CONFIRM_WORDS.UNLIST}
        prompt={CONFIRM_DIALOG_TEXTS.unlistPrompt}
        confirmLabel={CONFIRM_DIALOG_TEXTS.unlistButton}
        onConfirm={() => run({ kind: 'unlist', storyboard })}
        onCancel={closeDialog}
      />
      {dialog === 'upgradeEdit' ? (
        <UpgradeDialog title={T.upgradeEditTitle} description={T.upgradeEditDescription} onNavigate={navigate} onClose={closeUpgrade} />
      ) : dialog === 'upgradeMarketplace' || upgradeOffered ? (
        <UpgradeDialog title={T.upgradeMarketplaceTitle} description={T.upgradeMarketplaceDescription} onNavigate={navigate} onClose={closeUpgrade} />
      ) : null}
      <ProgressModal open={running !== null} message={running?.message ?? ''} />
    </>
  );
}

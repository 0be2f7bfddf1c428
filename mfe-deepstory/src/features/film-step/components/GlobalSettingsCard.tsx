import type { ReactElement } from 'react';
import { FILM_STEP_TEXTS as T, type KdenliveSetting } from '@portal/shared-contracts/deepstory';
import { EmptyState, createStyles } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { SettingControl } from './SettingControl';

const useStyles = createStyles('film-step-settings', (token) => ({
  list: { margin: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) minmax(160px, 320px)', gap: token.marginSM, alignItems: 'center' },
  row: { display: 'contents' },
  term: { color: token.colorTextSecondary },
  detail: { margin: 0 },
}));

export interface GlobalSettingsCardProps {
  readonly settings: readonly KdenliveSetting[];
  readonly editing: boolean;
  readonly onChange: (id: string, value: string) => void;
}

/** The general post-production settings (002 §3 post_production_global_settings.video.kdenlive_ids), each with its choices. */
export function GlobalSettingsCard({ settings, editing, onChange }: GlobalSettingsCardProps): ReactElement {
  const classes = useStyles();
  return (
    <Card title={T.globalSettings}>
      {settings.length === 0 ? (
        <EmptyState title={T.noFile} />
      ) : (
        <dl className={classes.list}>
          {settings.map((setting) => {
            const label = T.settingOf(setting.description || setting.id);
            return (
              <div key={setting.id} className={classes.row}>
                <dt className={classes.term}>{label}</dt>
                <dd className={classes.detail}>
                  <SettingControl setting={setting} label={label} disabled={!editing} onChange={(value) => onChange(setting.id, value)} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </Card>
  );
}

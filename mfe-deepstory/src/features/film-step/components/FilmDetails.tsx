import type { ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AI_FORMATS } from '@portal/shared-contracts/storyboards';
import { FILM_STEP_TEXTS as T, type AiMetadata } from '@portal/shared-contracts/deepstory';
import { Col, Row, Typography, createStyles, useBus } from '@portal/shared-ui';
import { checkSlotFile, keepFile } from '../../uploads';
import { FILM_ITEMS, filmDraftOf, targetKey, type FilmDraft } from '../filmDraft';
import { filmFileChosen, filmItemCleared, filmSettingChanged, filmTransitionChanged, filmUgcChanged, selectFilmStep } from '../slice';
import { FilmItemCard } from './FilmItemCard';
import { FilmShotCard } from './FilmShotCard';
import { GlobalSettingsCard } from './GlobalSettingsCard';

const useStyles = createStyles('film-step-details', (token) => ({
  section: { marginBlockEnd: token.marginLG },
}));

const saved = new WeakMap<AiMetadata, FilmDraft>();
/** The saved metadata as a draft, for the read-only view (one per metadata object). */
function savedDraft(metadata: AiMetadata): FilmDraft {
  let draft = saved.get(metadata);
  if (!draft) saved.set(metadata, (draft = filmDraftOf(metadata)));
  return draft;
}

export interface FilmDetailsProps {
  readonly metadata: AiMetadata;
  readonly customerId: number;
  readonly regenerating: readonly string[];
}

/** The film step's details once post-production is done: settings, shot cards and the three files. */
export function FilmDetails({ metadata, customerId, regenerating }: FilmDetailsProps): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const bus = useBus();
  const film = useSelector(selectFilmStep);
  const editing = film.editing && film.draft !== null;
  const draft = editing && film.draft ? film.draft : savedDraft(metadata);
  const portrait = metadata.format === AI_FORMATS.portrait;
  const uploadingKey = film.uploading;

  return (
    <>
      <section className={classes.section}>
        <GlobalSettingsCard settings={draft.settings} editing={editing} onChange={(id, value) => dispatch(filmSettingChanged({ id, value }))} />
      </section>
      <section aria-labelledby="film-shots-heading" className={classes.section}>
        <Typography.Title level={2} id="film-shots-heading">
          {T.shots}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {metadata.shots.map((shot, i) => {
            const filmShot = draft.shots.find((s) => s.shot_id === shot.shot_id);
            if (!filmShot) return null;
            const target = { kind: 'shot' as const, shotId: shot.shot_id };
            return (
              <Col key={shot.shot_id} xs={24} sm={12} lg={8}>
                <FilmShotCard
                  shot={shot}
                  film={filmShot}
                  number={i + 1}
                  customerId={customerId}
                  portrait={portrait}
                  editing={editing}
                  regenerating={regenerating.includes(shot.shot_id)}
                  uploading={uploadingKey === targetKey(target)}
                  chosen={draft.files[targetKey(target)] ?? null}
                  onUgc={(ugc) => dispatch(filmUgcChanged({ shotId: shot.shot_id, ugc }))}
                  onTransition={(id, value) => dispatch(filmTransitionChanged({ shotId: shot.shot_id, id, value }))}
                  onFile={(file) => {
                    const checked = checkSlotFile(file, 'shot');
                    if (!checked.ok) {
                      bus.publish('toast/requested', { kind: 'error', message: checked.reason });
                      return;
                    }
                    dispatch(filmFileChosen({ target, file: { fileId: keepFile(file), name: file.name, contentType: checked.contentType, media: checked.kind === 'Video' ? 'video' : 'image' } }));
                  }}
                />
              </Col>
            );
          })}
        </Row>
      </section>
      <Row gutter={[16, 16]}>
        {FILM_ITEMS.map((item) => (
          <Col key={item} xs={24} md={8}>
            <FilmItemCard
              item={item}
              assets={draft.items[item]}
              customerId={customerId}
              editing={editing}
              uploading={uploadingKey === item}
              chosen={draft.files[item] ?? null}
              onFile={(file) => dispatch(filmFileChosen({ target: { kind: 'item', item }, file }))}
              onClear={() => dispatch(filmItemCleared({ item }))}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}

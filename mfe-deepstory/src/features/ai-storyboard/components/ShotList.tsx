import type { ReactElement } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { DRAG } from '@portal/shared-contracts/storyboards';
import { AI_STORYBOARD_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Button, EmptyState, Flex, Typography, createStyles } from '@portal/shared-ui';
import { PlusOutlined } from '@portal/shared-ui/icons';
import type { DraftShot, ShotEdit } from '../draft';
import type { DraftErrors } from '../validation';
import { ShotCard } from './ShotCard';

const useStyles = createStyles('ai-shot-list', (token) => ({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.marginSM },
  header: { marginBlock: `${token.marginLG}px ${token.marginSM}px` },
}));

export interface ShotListProps {
  readonly shots: readonly DraftShot[];
  readonly editing: boolean;
  readonly customerId: number;
  readonly portrait: boolean;
  readonly regenerating: readonly string[];
  /** The messages to show (null until a save was refused). */
  readonly errors: DraftErrors | null;
  readonly onMove: (from: string, to: string) => void;
  readonly onAdd: () => void;
  readonly onEdit: (shotId: string, edit: ShotEdit) => void;
  readonly onRemove: (shotId: string) => void;
  readonly onFile: (shotId: string, file: File) => void;
}

const NO_ERRORS = {};

/**
 * The shots (002 §2): while editing they reorder by dragging a handle at least 10 px
 * (002 §9) or with the keyboard (Space to lift, arrows, Space to drop), with what happens
 * announced by shot number and place; "Add shot" appends an empty one.
 */
export function ShotList({ shots, editing, customerId, portrait, regenerating, errors, onMove, onAdd, ...cardHandlers }: ShotListProps): ReactElement {
  const classes = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG.ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: string | number): number => shots.findIndex((s) => s.shot_id === String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => T.reorderPickedUp(place(active.id)),
    onDragOver: ({ active, over }) => (over ? T.reorderOver(place(active.id), place(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? T.reorderDropped(place(active.id), place(over.id)) : T.reorderCancelled(place(active.id))),
    onDragCancel: ({ active }) => T.reorderCancelled(place(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <section aria-labelledby="ai-shots-heading">
      <Flex justify="space-between" align="center" className={classes.header}>
        <Typography.Title level={2} id="ai-shots-heading">
          {T.shots}
        </Typography.Title>
        {editing ? (
          <Button icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {T.addShot}
          </Button>
        ) : null}
      </Flex>
      {shots.length === 0 ? (
        <EmptyState title={T.noShots} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: T.reorderInstructions } }}>
          <SortableContext items={shots.map((s) => s.shot_id)} strategy={verticalListSortingStrategy}>
            <ol className={classes.list} aria-label={T.shots}>
              {shots.map((shot, i) => (
                <ShotCard
                  key={shot.shot_id}
                  shot={shot}
                  number={i + 1}
                  editing={editing}
                  customerId={customerId}
                  portrait={portrait}
                  regenerating={regenerating.includes(shot.shot_id)}
                  errors={errors?.shots[shot.shot_id] ?? NO_ERRORS}
                  {...cardHandlers}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

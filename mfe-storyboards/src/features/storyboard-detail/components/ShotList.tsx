import type { ReactElement } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { DRAG, STORYBOARD_DETAIL_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Button, EmptyState, Typography, createStyles } from '@portal/shared-ui';
import { PlusOutlined } from '@portal/shared-ui/icons';
import type { DroppedAsset, PanelEdit, PanelView } from '../draft';
import { ShotPanel } from './ShotPanel';

const useStyles = createStyles('storyboard-shots', (token) => ({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.marginSM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', margin: `${token.marginLG}px 0 ${token.marginSM}px` },
}));

export interface ShotListProps {
  readonly views: readonly PanelView[];
  readonly editing: boolean;
  readonly admin: boolean;
  readonly onMove: (from: string, to: string) => void;
  readonly onAdd: () => void;
  readonly onEdit: (key: string, edit: PanelEdit) => void;
  readonly onToggleUgv: (key: string, on: boolean) => void;
  readonly onDropAsset: (key: string, asset: DroppedAsset) => void;
  readonly onFile: (key: string, file: File) => void;
  readonly onRefused: () => void;
  readonly onUseAsCover: (asset: DroppedAsset) => void;
}

/**
 * The shot panels (001 §2), then the assets in no shot. While editing they reorder by
 * dragging a handle at least 10 px (001 §9) or with the keyboard (Space to lift, arrows,
 * Space to drop), and "Add shot" appends a shot with a default image.
 */
export function ShotList({ views, editing, admin, onMove, onAdd, ...panelHandlers }: ShotListProps): ReactElement {
  const classes = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG.ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  // Announced by number and place, as the panels are labelled, not by internal keys.
  const place = (id: string | number): number => views.findIndex((v) => v.panel.key === String(id)) + 1;
  const numberOf = (id: string | number): number => views.find((v) => v.panel.key === String(id))?.number ?? place(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => T.reorderPickedUp(numberOf(active.id)),
    onDragOver: ({ active, over }) => (over ? T.reorderOver(numberOf(active.id), place(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? T.reorderDropped(numberOf(active.id), place(over.id)) : T.reorderCancelled(numberOf(active.id))),
    onDragCancel: ({ active }) => T.reorderCancelled(numberOf(active.id)),
  };
  return (
    <section aria-labelledby="storyboard-shots-heading">
      <div className={classes.header}>
        <Typography.Title level={2} id="storyboard-shots-heading">
          {T.shots}
        </Typography.Title>
        {editing ? (
          <Button icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd}>
            {T.addShot}
          </Button>
        ) : null}
      </div>
      {views.length === 0 ? (
        <EmptyState title={T.noShots} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: T.reorderInstructions } }}
        >
          <SortableContext items={views.map((v) => v.panel.key)} strategy={verticalListSortingStrategy}>
            <ol className={classes.list} aria-label={T.shots}>
              {views.map((view) => (
                <ShotPanel key={view.panel.key} view={view} editing={editing} admin={admin} {...panelHandlers} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

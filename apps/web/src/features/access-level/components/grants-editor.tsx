import { useState, type ReactNode } from 'react';
import { Button, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import type { MenuTree } from '../api/get-menu-tree.ts';
import { GRANTS_FIELDS, GrantsForm, type GrantsField, type GrantsValues } from './grants-form.tsx';
import { changedFields } from './grants-changes.ts';
import { ConflictAlert, isVersionConflict } from './conflict-alert.tsx';

/**
 * How the editor saves. A new role or template is created whole; an existing one sends only the
 * fields that changed and that the caller may change, with the version it was read at.
 */
export type GrantsSave =
  | {
      readonly kind: 'create';
      /** The submit button's text ("Create role"). */
      readonly submitText: string;
      /** Creates the record; the caller then says so and opens it. */
      readonly create: (values: GrantsValues) => Promise<unknown>;
    }
  | {
      readonly kind: 'update';
      /** Sends the changes (never empty); a stale version fails with VERSION_CONFLICT. */
      readonly update: (changes: Partial<GrantsValues>) => Promise<unknown>;
      /** Reads the record again, after someone else saved it first. */
      readonly onReload: () => void;
    };

export interface GrantsEditorProps {
  readonly form: FormInstance<GrantsValues>;
  readonly tree: MenuTree;
  /** The record's grants (an existing one's, as far as the caller may read them) or a new one's start. */
  readonly initialValues: Partial<GrantsValues>;
  /** "Role name" or "Template name". */
  readonly nameLabel: string;
  readonly 'aria-label': string;
  /** Nothing can be changed or saved: the caller's access, or a locked or built-in record. */
  readonly readOnly: boolean;
  /** Fields the record left out, because the caller may not read them. */
  readonly hiddenFields?: ReadonlySet<GrantsField>;
  /** Fields the caller may read but not change. */
  readonly readOnlyFields?: ReadonlySet<GrantsField>;
  /** Alerts above the form: why it is read only, what saving it means. */
  readonly notices?: ReactNode;
  readonly save: GrantsSave;
  /** The save's request is pending: the submit button spins. */
  readonly saving: boolean;
  /** Asked when the submit button is pressed (the own-role warning); `proceed` submits. Without it the button submits at once. */
  readonly confirmSave?: (proceed: () => void) => void;
  /** Buttons after the submit button (Save as template, Create role). */
  readonly actions?: ReactNode;
  /** At the far end of the buttons (Delete). */
  readonly endActions?: ReactNode;
}

const NO_FIELDS: ReadonlySet<GrantsField> = new Set();

/**
 * The editor of what a role or a permission template grants, new or existing: the grants form,
 * its notices, the save (only what changed, for an existing record; a stale save offers to reload
 * the other person's version) and the buttons under it.
 */
export function GrantsEditor(props: GrantsEditorProps) {
  const { save, form, confirmSave } = props;
  const { t } = useTranslation('access');
  const { message } = useFeedback();
  const [conflict, setConflict] = useState(false);
  const hidden = props.hiddenFields ?? NO_FIELDS;
  const readOnlyFields = props.readOnlyFields ?? NO_FIELDS;

  const submit = async (values: GrantsValues) => {
    if (save.kind === 'create') return save.create(values);
    const editable = GRANTS_FIELDS.filter((field) => !hidden.has(field) && !readOnlyFields.has(field));
    const changes = changedFields({ before: props.initialValues, after: values, fields: editable });
    if (Object.keys(changes).length === 0) return;
    try {
      await save.update(changes);
      setConflict(false);
    } catch (failure) {
      if (isVersionConflict(failure)) setConflict(true);
      throw failure;
    }
  };

  const submitText = save.kind === 'create' ? save.submitText : t('common:save');
  const submitButton = confirmSave ? (
    <Button type="primary" loading={props.saving} onClick={() => confirmSave(() => form.submit())}>
      {submitText}
    </Button>
  ) : (
    <Button type="primary" htmlType="submit" loading={props.saving}>
      {submitText}
    </Button>
  );

  return (
    <>
      {props.notices}
      {conflict && save.kind === 'update' && (
        <ConflictAlert
          onReload={() => {
            setConflict(false);
            save.onReload();
          }}
        />
      )}
      <GrantsForm
        nameLabel={props.nameLabel}
        form={form}
        initialValues={props.initialValues}
        tree={props.tree}
        readOnly={props.readOnly}
        hiddenFields={hidden}
        readOnlyFields={readOnlyFields}
        onSubmit={submit}
        onSaved={save.kind === 'update' ? () => message.success(t('common:savedMsg')) : undefined}
        aria-label={props['aria-label']}
      >
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            {!props.readOnly && submitButton}
            {props.actions}
          </Space>
          {props.endActions}
        </Space>
      </GrantsForm>
    </>
  );
}

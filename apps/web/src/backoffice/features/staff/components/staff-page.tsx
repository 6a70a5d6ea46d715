import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import {
  STAFF_ROLES,
  staffCreateRequest,
  staffRoleRequest,
  type StaffCreateRequest,
  type StaffRole,
} from '@app/shared/api/staff.ts';
import type { z } from 'zod';
import { type StaffUser } from '@/backoffice/ui/api.ts';
import {
  changeStaffRole,
  createStaff,
  resetStaffTotp,
  setStaffActive,
  type StaffAccountItem,
  type StaffListReply,
} from '@/backoffice/features/staff/api/staff-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { ConfirmAction } from '@/backoffice/ui/row-mutations.tsx';
import { failure, when } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { staffTexts } from '@/backoffice/features/staff/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { RowActions } from '@/backoffice/ui/parts.tsx';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';
import { Field, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { TitledForm } from '@/backoffice/ui/titled-form.tsx';
import { FilterSelect } from '@/backoffice/ui/queue-filters.tsx';

const t = staffTexts.staffAdmin;
const fetchStaff = listFetcher<StaffListReply, 'staff'>('admin/staff', 'staff');
const roleName = (role: string) => boTexts.roles[role] ?? role;

type Pending = { kind: 'disable' | 'enable' | 'reset'; staff: StaffAccountItem } | null;

/** Staff management (admins): the staff grid, a new account, role changes, disable, enable and TOTP reset. */
export function StaffPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const me = client.getQueryData<StaffUser | null>(backofficeKeys.me);
  const state = useGridState(['role', 'active']);
  const refresh = () => client.invalidateQueries({ queryKey: backofficeKeys.grid('staff') });

  const [confirm, setConfirm] = useState<Pending>(null);
  const [roleOf, setRoleOf] = useState<StaffAccountItem | null>(null);
  const action = useMutation({
    mutationFn: ({ kind, staff }: NonNullable<Pending>) =>
      kind === 'reset' ? resetStaffTotp(staff.id) : setStaffActive(staff.id, kind === 'enable'),
    onSuccess: (_r, { kind, staff }) => {
      setConfirm(null);
      notify({
        type: 'success',
        text:
          kind === 'reset'
            ? t.reset(staff.username)
            : kind === 'enable'
              ? t.enabled(staff.username)
              : t.disabled(staff.username),
      });
      void refresh();
    },
  });

  const columns: GridColumn<StaffAccountItem>[] = [
    { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
    {
      id: 'username',
      header: t.username,
      sortable: true,
      accessorFn: (s) => (s.id === me?.id ? `${s.username} ${t.you}` : s.username),
    },
    { id: 'role', header: t.role, sortable: true, accessorFn: (s) => roleName(s.role) },
    {
      id: 'is_active',
      header: t.status,
      sortable: true,
      accessorFn: (s) => (s.is_active ? t.active : t.inactive),
    },
    { id: 'enrolment', header: t.enrolment, accessorFn: (s) => t.enrolmentNames[s.enrolment] },
    { id: 'created_at', header: t.createdAt, sortable: true, accessorFn: (s) => when(s.created_at) },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => {
        const s = row.original;
        return (
          <RowActions
            className="bo-row-actions"
            actions={[
              { label: t.changeRoleButton, ariaLabel: `${t.changeRoleButton}: ${s.username}`, onClick: () => setRoleOf(s) },
              { label: s.is_active ? t.disable : t.enable, ariaLabel: `${s.is_active ? t.disable : t.enable}: ${s.username}`, onClick: () => setConfirm({ kind: s.is_active ? 'disable' : 'enable', staff: s }) },
              { label: t.resetTotp, ariaLabel: `${t.resetTotp}: ${s.username}`, onClick: () => setConfirm({ kind: 'reset', staff: s }) },
            ]}
          />
        );
      },
    },
  ];

  const dialogTexts = (c: NonNullable<typeof confirm>) =>
    ({
      disable: { title: t.disableTitle(c.staff.username), body: t.disableBody, confirmLabel: t.disable, danger: true },
      enable: { title: t.enableTitle(c.staff.username), body: t.enableBody, confirmLabel: t.enable },
      reset: { title: t.resetTitle(c.staff.username), body: t.resetBody, confirmLabel: t.resetTotp, danger: true },
    })[c.kind];

  return (
    <GridPageSection
      titleId="bo-staff-title"
      texts={t}
      before={<CreateStaffForm onCreated={() => void refresh()} />}
      after={
        <>
          <ConfirmAction target={confirm} clear={() => setConfirm(null)} mutation={action} texts={dialogTexts} />
          <RoleDialog
            staff={roleOf}
            onClose={() => setRoleOf(null)}
            onChanged={(s) => {
              setRoleOf(null);
              notify({ type: 'success', text: t.roleChanged(s.username, roleName(s.role)) });
              void refresh();
            }}
          />
        </>
      }
      id="staff"
      columns={columns}
      state={state}
      fetchPage={fetchStaff}
      toolbar={
        <div className="bo-filters">
          <FilterSelect
            id="bo-staff-role"
            state={state}
            select={{
              key: 'role',
              label: t.roleFilter,
              options: Object.fromEntries(STAFF_ROLES.map((r) => [r, roleName(r)])),
            }}
          />
          <FilterSelect
            id="bo-staff-active"
            state={state}
            select={{ key: 'active', label: t.activeFilter, options: { true: t.active, false: t.inactive } }}
          />
        </div>
      }
    />
  );
}

/** The role of one account, in a dialog; the server's refusal (last admin, own role) stays in it. */
function RoleDialog({
  staff,
  onClose,
  onChanged,
}: {
  staff: StaffAccountItem | null;
  onClose: () => void;
  onChanged: (s: StaffAccountItem) => void;
}) {
  const change = useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) => changeStaffRole(id, role),
    onSuccess: (r) => onChanged(r.staff),
  });
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Dialog open={staff !== null} title={staff ? t.changeRole(staff.username) : ''} onClose={close}>
      {staff && <RoleForm key={staff.id} staff={staff} change={change} onCancel={close} />}
    </Dialog>
  );
}

/** The role form (staffRoleRequest, the server's schema), starting from the account's role. */
function RoleForm({
  staff,
  change,
  onCancel,
}: {
  staff: StaffAccountItem;
  change: UseMutationResult<unknown, Error, { id: number; role: StaffRole }>;
  onCancel: () => void;
}) {
  const { register, handleSubmit } = useForm<
    z.input<typeof staffRoleRequest>,
    unknown,
    z.output<typeof staffRoleRequest>
  >({
    resolver: zodResolver(staffRoleRequest),
    defaultValues: { role: staff.role as StaffRole },
  });
  return (
    <form onSubmit={handleSubmit((v) => change.mutate({ id: staff.id, role: v.role }))}>
      {change.isError && <ErrorNote>{failure(change.error)}</ErrorNote>}
      <Field id="bo-staff-new-role" label={t.role}>
        <select id="bo-staff-new-role" {...register('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleName(r)}
            </option>
          ))}
        </select>
      </Field>
      <FormActions submitLabel={t.saveRole} pending={change.isPending} onCancel={onCancel} />
    </form>
  );
}

/** A new staff account: username, a temporary password and the role; its owner enrols at the first login. */
function CreateStaffForm({ onCreated }: { onCreated: () => void }) {
  const notify = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffCreateRequest, unknown, z.output<typeof staffCreateRequest>>({
    resolver: zodResolver(staffCreateRequest),
    defaultValues: { username: '', password: '', role: 'support' },
  });
  const create = useMutation({
    mutationFn: createStaff,
    // The reply carries no secret (docs/decisions/0022): the owner enrols at their first login.
    onSuccess: (r) => {
      notify({ type: 'success', text: t.created(r.staff.username) });
      reset();
      onCreated();
    },
  });
  const { described, err: error } = fieldHelpers<'username' | 'password' | 'role'>(
    errors,
    (name) => `bo-new-${name}`,
  );
  const field = (name: 'username' | 'password' | 'role') =>
    described(name, name === 'password' ? 'bo-new-password-hint' : undefined);

  return (
    <TitledForm
      className="bo-card bo-staff-create"
      titleId="bo-new-staff-title"
      title={t.createTitle}
      level={2}
      intro={t.createHint}
      error={create.isError ? failure(create.error) : null}
      onSubmit={handleSubmit((v) => create.mutate(v))}
    >
      <div className="bo-staff-create__fields">
        <Field id="bo-new-username" label={t.username} error={error('username')}>
          <input id="bo-new-username" autoComplete="off" {...field('username')} {...register('username')} />
        </Field>
        <Field id="bo-new-password" label={t.password} error={error('password')} hint={t.passwordHint}>
          <input
            id="bo-new-password"
            type="password"
            autoComplete="new-password"
            {...field('password')}
            {...register('password')}
          />
        </Field>
        <Field id="bo-new-role" label={t.role} error={error('role')}>
          <select id="bo-new-role" {...field('role')} {...register('role')}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <button type="submit" className="bo-button bo-button--primary" disabled={create.isPending}>
        {create.isPending ? t.creating : t.create}
      </button>
    </TitledForm>
  );
}

'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { endSessions, setRoles } from '@/lib/client/admin-api';
import { ADMIN_ROLE, ROLE_LABELS, ROLES, type Role } from '@/lib/roles';
import styles from './Admin.module.scss';

/** An account's roles as checkboxes (saved together) and a button that ends all its sign-ins. */
export default function UserAccess({ id, roles, isSelf }: { id: string; roles: string[]; isSelf: boolean }) {
  const router = useLocaleRouter();
  const [chosen, setChosen] = useState<Role[]>(ROLES.filter((r) => roles.includes(r)));
  const save = useSubmission();
  const end = useSubmission();

  const toggle = (role: Role, on: boolean) => setChosen((now) => ROLES.filter((r) => (r === role ? on : now.includes(r))));

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save.send(() => setRoles(id, { roles: chosen }), {
            accepted: () => true,
            success: 'Roles saved.',
            failed: 'The roles could not be saved. Please try again.',
            onSuccess: () => router.refresh(),
          });
        }}
      >
        <fieldset>
          <legend>Roles</legend>
          {ROLES.map((role) => {
            // The console never lets an admin lock themselves out.
            const locked = isSelf && role === ADMIN_ROLE;
            return (
              <label key={role} style={{ display: 'block', minHeight: 32 }}>
                <input type="checkbox" checked={chosen.includes(role)} disabled={locked} onChange={(e) => toggle(role, e.target.checked)} /> {ROLE_LABELS[role]}
                {locked ? ' (you cannot remove your own admin role)' : ''}
              </label>
            );
          })}
        </fieldset>
        <button type="submit" className="btn" disabled={save.busy}>
          Save roles
        </button>
        <FormStatus status={save.status} />
      </form>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={end.busy}
          onClick={() =>
            void end.send(() => endSessions(id), {
              accepted: () => true,
              refusal: (r) => r.message,
              success: 'All sign-ins of this account were ended.',
              failed: 'The sign-ins could not be ended. Please try again.',
              onSuccess: () => router.refresh(),
            })
          }
        >
          End all sign-ins
        </button>
      </div>
      <FormStatus status={end.status} />
    </>
  );
}

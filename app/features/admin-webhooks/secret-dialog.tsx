import { Copy } from 'lucide';
import { Button } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { AdminDialog } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';

/**
 * An endpoint's signing secret, shown the one time the server answers it (when the endpoint
 * is added or its secret renewed), with a copy button; closing the dialog loses it for good.
 */
export function SecretDialog({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('Secret copied to the clipboard');
    } catch {
      notify.error('Failed to copy: select the secret and copy it by hand');
    }
  }
  return (
    <AdminDialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title="The endpoint’s signing secret"
      description={<>Deliveries to {url} are signed with it (the Store-Signature header).</>}
    >
      <div className="space-y-4">
        <p className="text-sm font-semibold text-sale">
          Copy it now: it will not be shown again. If it is lost, make a new one.
        </p>
        <code
          aria-label="Signing secret"
          className="block select-all break-all border border-line bg-neutral-50 px-3 py-2 font-mono text-sm"
        >
          {secret}
        </code>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            <Icon node={Copy} aria-hidden="true" className="size-4" strokeWidth={1.5} />
            Copy
          </Button>
          <Button onClick={onClose}>I have saved it</Button>
        </div>
      </div>
    </AdminDialog>
  );
}

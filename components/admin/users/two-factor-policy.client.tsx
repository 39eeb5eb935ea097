"use client";

import { toast } from "sonner";
import { setTwoFactorPolicyAction } from "@/lib/team/actions/team";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

/** The owner's rule: two-factor sign-in for everyone. An account without it is then sent to set it up first. */
export function TwoFactorPolicy({ required, ownTwoFactor }: { required: boolean; ownTwoFactor: boolean }) {
  const { pending, run } = useToastedAction();
  const set = (next: boolean) =>
    run(
      () => setTwoFactorPolicyAction({ required: next }),
      { progress: "Saving…", failure: "The rule could not be changed." },
      (_, id) =>
        toast.success(next ? "Two-factor sign-in required" : "Two-factor sign-in optional", {
          id,
          description: next
            ? "Accounts without it are sent to set it up before anything else."
            : "Each account chooses for itself.",
        }),
    );
  return (
    <section
      aria-labelledby="policy-heading"
      className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="policy-heading" className="font-display text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-cyan"
          checked={required}
          disabled={pending || (!required && !ownTwoFactor)}
          onChange={(e) => set(e.target.checked)}
        />
        <span>
          Require two-factor sign-in for everyone
          <span className="block text-muted">
            {!required && !ownTwoFactor
              ? "Turn it on for your own account first (Account)."
              : "An account without it is sent to its Account page to set it up before anything else."}
          </span>
        </span>
      </label>
    </section>
  );
}

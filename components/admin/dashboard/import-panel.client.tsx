"use client";

import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import type { ImportPreview } from "@/lib/backup/import";
import { MAX_IMPORT_BYTES, MAX_IMPORT_LABEL, tooLargeMessage } from "@/lib/backup/limits";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import { ImportPreviewSummary } from "./import-preview";

type Answer = { ok: true; preview: ImportPreview } | { ok: false; message?: string; error?: string };

async function send(file: File, mode: "preview" | "apply"): Promise<Answer> {
  const response = await fetch(`/api/admin/import?mode=${mode}`, {
    method: "POST",
    body: file,
    headers: { "Content-Type": "application/json" },
  });
  return (await response.json().catch(() => ({ ok: false }))) as Answer;
}

const failure = (answer: Answer) => (answer.ok ? "" : (answer.message ?? answer.error ?? "Could not read the file."));

/** Import: choose an export file, see what it would change, then confirm. Nothing changes before the confirmation. */
export function ImportPanel() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  };

  const onChoose = async (chosen: File | undefined) => {
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      toast.error(M.importFailed.title, { description: `${tooLargeMessage(chosen.size)}.` });
      return reset();
    }
    setBusy(true);
    const answer = await send(chosen, "preview").catch(() => ({ ok: false }) as Answer);
    setBusy(false);
    if (!answer.ok) {
      toast.error(M.importFailed.title, { description: failure(answer) });
      return reset();
    }
    setFile(chosen);
    setPreview(answer.preview);
  };

  const onConfirm = async () => {
    if (!file) return;
    setBusy(true);
    const answer = await send(file, "apply").catch(() => ({ ok: false }) as Answer);
    setBusy(false);
    if (!answer.ok) {
      toast.error(M.importFailed.title, { description: failure(answer) });
      return;
    }
    toast.success(M.imported.title, {
      description: M.imported.description(answer.preview.projects.total, answer.preview.blogs.total),
    });
    reset();
    router.refresh();
  };

  return (
    <div className="mt-6 rounded-xl border border-dashed border-border p-4">
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium">
        <Icon name="FileUp" className="size-4 text-cyan" />
        Import an export file
      </label>
      <p className="mt-1 text-xs text-muted">
        A studio-export JSON file, up to {MAX_IMPORT_LABEL}. You will see what changes before anything is written; the
        current data is backed up first.
      </p>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept="application/json,.json"
        disabled={busy}
        onChange={(e) => void onChoose(e.target.files?.[0])}
        className="mt-3 block w-full text-sm text-muted file:mr-3 file:rounded-pill file:border-0 file:bg-surface-2 file:px-4 file:py-2 file:text-sm file:font-medium file:text-foreground"
      />
      {busy && (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted" role="status">
          <Icon name="Loader2" className="size-4 animate-spin" />
          Reading the file…
        </p>
      )}
      {preview && file && (
        <div className="mt-4" role="region" aria-label="Import preview">
          <ImportPreviewSummary preview={preview} fileName={file.name} />
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              onClick={() => void onConfirm()}
              disabled={busy}
              className={buttonClass({ size: "sm" })}
            >
              Confirm Import
            </button>
            <button
              type="button"
              onClick={reset}
              disabled={busy}
              className={buttonClass({ variant: "ghost", size: "sm" })}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

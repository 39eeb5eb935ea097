"use client";

import { useCallback, useState } from "react";
import type { LibraryItem } from "@/lib/media/library";
import { MAX_UPLOAD_BYTES, uploadMessages } from "@/lib/media/rules";

export interface UploadState {
  id: string;
  name: string;
  /** 0-100 while sending. */
  progress: number;
  status: "uploading" | "done" | "refused";
  message?: string;
  media?: LibraryItem;
}

const NETWORK_FAILURE = "The upload did not reach the server. Check the connection and try again.";

/** Sends one file to POST /api/admin/media with XMLHttpRequest (fetch cannot report upload progress). */
function send(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ media?: LibraryItem; message?: string; duplicate?: boolean }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/media");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { media?: LibraryItem; message?: string; error?: string; duplicate?: boolean } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the generic message below */
      }
      if (xhr.status === 401)
        return resolve({ message: body.error ?? "Your session has ended. Please sign in again." });
      resolve(
        body.media
          ? { media: body.media, duplicate: body.duplicate }
          : { message: body.message ?? body.error ?? NETWORK_FAILURE },
      );
    };
    xhr.onerror = () => resolve({ message: NETWORK_FAILURE });
    xhr.send(file);
  });
}

/** Uploads of one or many files, each with its own progress and outcome; `onUploaded` gets every stored image. */
export function useUploads(onUploaded: (media: LibraryItem) => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const update = (id: string, patch: Partial<UploadState>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));

  const upload = useCallback(
    (files: FileList | File[]) => {
      for (const file of Array.from(files)) {
        const id = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
        if (file.size > MAX_UPLOAD_BYTES) {
          setUploads((list) => [
            ...list,
            { id, name: file.name, progress: 0, status: "refused", message: uploadMessages.tooLarge },
          ]);
          continue;
        }
        setUploads((list) => [...list, { id, name: file.name, progress: 0, status: "uploading" }]);
        void send(file, (progress) => update(id, { progress })).then(({ media, message, duplicate }) => {
          if (media) {
            update(id, {
              status: "done",
              progress: 100,
              media,
              message: duplicate ? "Already in the library." : undefined,
            });
            onUploaded(media);
          } else update(id, { status: "refused", message });
        });
      }
    },
    [onUploaded],
  );

  return { uploads, upload, clear: () => setUploads((list) => list.filter((u) => u.status === "uploading")) };
}

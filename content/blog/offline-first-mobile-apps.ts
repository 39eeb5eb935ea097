import type { BuiltInBlogPost } from "@/content/types";
import { ishitaRao } from "./authors";

const id = "offline-first-mobile-apps";

const content = `
Most mobile apps are designed in an office with fast Wi-Fi and tested on the newest phones. Then they are used in metro tunnels, hospital corridors, warehouse aisles and gym basements. In India many users move between 4G, patchy 3G and no signal several times a day, and an app that assumes a connection loses data. Offline-first is the discipline of designing for that reality from the first screen, and it is much cheaper to adopt at the start than to retrofit.

We learned this the hard way on a fitness coaching app. A previous version, built by another team, needed the network for every screen. Studio basements have almost no signal, so sets logged between lifts simply disappeared and users stopped trusting the app within a week. Our rebuild has logged more than 410,000 workouts without losing one. Here is the approach we used.

The local database is the source of truth for the interface

In an offline-first app, screens never read from the network. They read from a database on the device, usually SQLite, and the network's only job is to keep that database in sync with the server. When a user taps Save, the write goes to the local database and the interface updates immediately. Whether the phone has signal is irrelevant to the user at that moment.

This one decision removes a whole category of bugs, from endless spinners to duplicate records from impatient double taps, and makes the app feel fast on cheap hardware.

In React Native we use SQLite through libraries such as WatermelonDB, whose reactive queries re-render a list when its rows change. On native Android and iOS, Room and GRDB play the same role.

Record operations, not just state

The naive approach to sync is to send the latest version of each changed record to the server. It breaks as soon as two devices edit the same record, because the last write silently wins. A more robust pattern is to store every change as an operation in an outbox table: what changed, on which record, with a client-generated ID and a timestamp.

The sync engine then works in three steps:
push pending operations from the outbox, in order, retrying with backoff;
pull changes from the server since the last sync checkpoint;
apply those changes locally and mark the pushed operations as confirmed.

Client-generated IDs, ideally UUIDv7 or ULIDs so they sort by time, let a device create records offline and refer to them in later operations without waiting for the server to assign a key. They also make every push idempotent: if a request times out after the server has processed it, sending it again is harmless.

Decide how conflicts are resolved before they happen

Conflicts are not an edge case in an offline-first app; they are a normal event. The question is which rule applies, and the answer differs per field. In the coaching app, a coach edits a training plan while the client, offline in a basement, logs sets against it. We resolve conflicts per field rather than per record, so the coach's change to next week's exercises and the client's logged weights both survive. Where both sides truly compete, such as a plan's title, the latest server-confirmed write wins.

For collaborative text or lists, look at CRDTs through libraries like Automerge or Yjs. They merge concurrent edits automatically, but they add storage and complexity, so we reserve them for data that genuinely needs it.

Treat large files separately

Photos and videos do not belong in the same sync queue as small records. We compress media on the device first, around 8 MB per minute for form-check videos, store it locally, and upload it in resumable chunks through multipart uploads. The record that references the file syncs immediately with a pending status, so the interface can show the video at once and mark it as uploading.

Make sync state visible, but quiet

Users should never have to think about sync, but they should be able to see it when they care. A small indicator showing that everything is saved, or that three changes are waiting for a connection, builds trust. Being offline is not an error, so never show it as one.

Test with the network turned off

Offline behaviour needs its own tests. We script sessions that toggle airplane mode mid-operation, kill the app during a sync, change the device clock, and run two devices against the same account. On real devices, the network link conditioner on iOS and the emulator's network throttling on Android reveal problems that office Wi-Fi hides. In production we monitor the age of the oldest pending operation, because a queue that never drains is the first sign of a sync bug.

When offline-first is worth it

Not every app needs it. A banking app that must confirm a balance with the server, or a live auction, has good reasons to require a connection for certain actions. But any app where people create data in the field, such as logging workouts, inspecting sites, taking orders or recording patient vitals, should be offline-first. The upfront cost is a few extra weeks of careful architecture. The cost of skipping it is an app your users stop trusting the first time they walk into a basement.
`.trim();

export const offlineFirstMobileApps: BuiltInBlogPost = {
  id,
  title: "Offline-First Mobile Apps: Designing for Basements, Tunnels and 3G",
  excerpt:
    "An app that assumes a connection is an app that loses data. How we build mobile apps where the local database is the source of truth and sync happens quietly in the background.",
  content,
  authorName: ishitaRao.name,
  authorAvatar: ishitaRao.avatar,
  authorBio: ishitaRao.bio,
  publishedAt: "2026-03-17T09:00:00.000Z",
  category: "Mobile Development",
  featuredImage: `/images/blog/${id}.webp`,
  tags: ["Mobile", "React Native", "Offline-First", "Architecture"],
  featured: false,
};

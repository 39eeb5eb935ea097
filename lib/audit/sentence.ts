import { contentTypeNamed } from "@/lib/content-types";

/** An audit entry as the log stores it, with the title of its item when the item still exists. */
export interface AuditEntry {
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  title?: string | null;
}

/** Accounts that are not people: the scheduler publishes what is due, the command line creates accounts. */
const MACHINES: Record<string, string> = { scheduler: "The scheduler", cli: "The command line" };

const ROLE_ARTICLE = (role: string) => (/^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`);

/** "3 items", "2 leads": an entry that stands for several. */
const several = (id: string | null) => (id && /^\d+ \w+$/.test(id) ? id : null);

function subject(entry: AuditEntry, people: Record<string, string>): string {
  const { entity, entityId, title } = entry;
  const type = contentTypeNamed(entity);
  const many = several(entityId);
  if (type) {
    if (many) return `${many.split(" ")[0]} ${type.labels.many.toLowerCase()}`;
    return `the ${type.labels.item} “${title ?? entityId ?? "untitled"}”`;
  }
  switch (entity) {
    case "user":
      return entityId ? (people[entityId] ?? entityId) : "an account";
    case "lead":
      return many ?? "a lead";
    case "media":
      return entityId ? "an image" : "the media library";
    case "settings":
      return "the site's settings";
    case "redirect":
      return "a redirect";
    case "backup":
      return "a backup";
    case "trash":
      return many ? `${many.split(" ")[0]} items` : "items";
    case "database":
      return "the database";
    default:
      return entity === "content" ? "the content" : `${entity}${entityId ? ` ${entityId}` : ""}`;
  }
}

/** What was done, as a phrase around its object. */
function phrase(action: string, object: string, entity: string, self: boolean): string {
  const role = /^(role|invite)-(\w+)$/.exec(action);
  if (role)
    return role[1] === "role"
      ? `made ${object} ${ROLE_ARTICLE(role[2])}`
      : `invited ${object} as ${ROLE_ARTICLE(role[2])}`;
  const mark = /^mark-(\w+)$/.exec(action);
  if (mark) return `marked ${object} as ${mark[1]}`;
  const content = Boolean(contentTypeNamed(entity)) || entity === "trash";
  switch (action) {
    case "create":
      return entity === "user" ? `created the account of ${object}` : `created ${object}`;
    case "update":
      return `edited ${object}`;
    case "delete":
      return content ? `moved ${object} to the trash` : `deleted ${object}`;
    case "publish":
      return `published ${object}`;
    case "unpublish":
      return `unpublished ${object}`;
    case "restore":
      return entity === "backup" ? `restored the site from ${object}` : `brought ${object} back from the trash`;
    case "restore-revision":
      return `restored an earlier version of ${object}`;
    case "upload":
      return `uploaded ${object}`;
    case "cleanup":
      return "removed unused images from the media library";
    case "export":
      return `exported ${entity === "lead" ? "the leads" : "the content"}`;
    case "import":
      return "imported content from a file";
    case "backup":
      return "made a backup";
    case "migrate":
      return "copied the built-in content into the database";
    case "integrity-check":
      return "checked the content for problems";
    case "check":
      return "checked the database";
    case "notes":
      return `wrote notes on ${object}`;
    case "share-preview":
      return `shared a preview link of ${object}`;
    case "revoke-share-preview":
      return `revoked the preview links of ${object}`;
    case "submit-for-review":
      return `submitted ${object} for review`;
    case "approve":
      return `approved ${object}`;
    case "send-back":
      return `sent ${object} back to its author`;
    case "change-password":
      return "changed their password";
    case "end-session":
      return "ended one of their sessions";
    case "start-two-factor":
      return "began turning on two-step sign-in";
    case "enable-two-factor":
      return "turned on two-step sign-in";
    case "disable-two-factor":
      return "turned off two-step sign-in";
    case "reset-password":
      return self ? "reset their password" : `reset the password of ${object}`;
    case "accept-invitation":
      return "accepted the invitation and joined the team";
    case "revoke-invitation":
      return `withdrew the invitation of ${object}`;
    case "deactivate":
      return `deactivated ${object}`;
    case "reactivate":
      return `reactivated ${object}`;
    case "transfer-ownership":
      return `handed the ownership to ${object}`;
    case "require-two-factor":
      return "required two-step sign-in for everyone";
    case "stop-requiring-two-factor":
      return "stopped requiring two-step sign-in";
    default:
      return `${action.replaceAll("-", " ")} ${object}`;
  }
}

/** An entry in words: who did it, by name, and what they did ("published the project “FitPulse Coaching App”"). */
export interface AuditWords {
  who: string;
  what: string;
}

export function auditWords(entry: AuditEntry, people: Record<string, string> = {}): AuditWords {
  const self = entry.entity === "user" && entry.entityId === entry.actorEmail;
  return {
    who: MACHINES[entry.actorEmail] ?? people[entry.actorEmail] ?? entry.actorEmail,
    what: phrase(entry.action, subject(entry, people), entry.entity, self),
  };
}

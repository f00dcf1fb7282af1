import { CopyableCode } from './copyable-code';

/** A secret the registry shows only once (an API token, a webhook's signing secret), with a copy button. */
export function SecretShownOnce({ label, secret }: { label: string; secret: string | undefined }) {
  return <CopyableCode label={label} text={secret} />;
}

import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useConfirmTwoStep, useDisableTwoStep, useStartTwoStepSetup, useTwoStepStatus } from '../api/two-step.ts';

/** Ten recovery codes, shown this once: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-emerald-700">
        Two-step sign-in is on.
      </p>
      <p className="text-sm text-slate-700">
        Save these recovery codes somewhere safe. Each works once if you lose your phone. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>I saved my recovery codes</Button>
      </div>
    </div>
  );
}

/** Setting it up and turning it off both ask for the password: a session alone is not enough. */
function CurrentPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useStartTwoStepSetup();
  const confirm = useConfirmTwoStep();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  if (!start.data) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate(password);
        }}
        aria-label="Set up two-step sign-in"
        className="flex flex-col gap-3"
      >
        <p className="text-sm text-slate-700">
          Off. Turn it on to be asked for a code from an authenticator app (Google Authenticator, 1Password, Authy…)
          after your password.
        </p>
        <CurrentPasswordField value={password} onChange={setPassword} />
        {start.error ? <Alert>{errorMessage(start.error, 'Set-up could not start.')}</Alert> : null}
        <div>
          <Button type="submit" disabled={start.isPending}>
            Set up two-step sign-in
          </Button>
        </div>
      </form>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(code, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) });
  }

  return (
    <form onSubmit={submit} aria-label="Confirm two-step sign-in" className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Scan this QR code with your authenticator app, or type the key.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`}
        alt="QR code for your authenticator app"
        className="h-48 w-48"
      />
      <p className="text-sm text-slate-700">
        Key:{' '}
        <code data-testid="two-step-secret" className="break-all font-mono">
          {start.data.secret}
        </code>
      </p>
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        maxLength={10}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {confirm.error ? <Alert>{errorMessage(confirm.error, 'The code could not be checked.')}</Alert> : null}
      <div>
        <Button type="submit" disabled={confirm.isPending}>
          Turn on
        </Button>
      </div>
    </form>
  );
}

function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const disable = useDisableTwoStep();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    disable.mutate({ password, code });
  }

  return (
    <form onSubmit={submit} aria-label="Turn off two-step sign-in" className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        On. {recoveryCodesLeft} of 10 recovery codes left. To turn it off, enter your password and a current code.
      </p>
      <CurrentPasswordField value={password} onChange={setPassword} />
      <TextField
        label="Code or recovery code"
        autoComplete="one-time-code"
        required
        maxLength={40}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {disable.error ? <Alert>{errorMessage(disable.error, 'Two-step sign-in was not turned off.')}</Alert> : null}
      <div>
        <Button type="submit" variant="secondary" disabled={disable.isPending}>
          Turn off
        </Button>
      </div>
    </form>
  );
}

/** The account page's two-step sign-in card: set-up with QR code and recovery codes, or turning off. */
export function TwoStepCard({ onCodesShown, onDone }: { onCodesShown?: () => void; onDone?: () => void }) {
  const status = useTwoStepStatus();
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  if (shownCodes) {
    return (
      <RecoveryCodes
        codes={shownCodes}
        onDone={() => {
          setShownCodes(null);
          onDone?.();
        }}
      />
    );
  }
  if (status.isPending) return <Spinner label="Loading two-step sign-in" />;
  if (status.isError) return <Alert>Two-step sign-in could not be loaded. Reload the page to try again.</Alert>;
  return status.data.enabled ? (
    <TurnOff recoveryCodesLeft={status.data.recoveryCodesLeft} />
  ) : (
    <SetUp
      onEnabled={(codes) => {
        setShownCodes(codes);
        onCodesShown?.();
      }}
    />
  );
}

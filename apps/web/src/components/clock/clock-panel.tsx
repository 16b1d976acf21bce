import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { EnvironmentOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  clockInOut,
  getClockState,
  uploadClockPhoto,
  type ClockBody,
  type ClockState,
  type Punch,
} from '@tenaga/contracts/modules/attendance.contracts';
import { NetworkError } from '../../lib/api-client.ts';
import { useContractMutation } from '../../lib/contract-mutation.ts';
import { useContractQuery } from '../../lib/contract-query.ts';
import { timeFormatFor, useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session-store.ts';
import { QueryState } from '../page/page.tsx';
import { useErrorNotice, useFeedback } from '../feedback/notices.tsx';
import { dropPunch, enqueuePunch, QUEUE_CHANGED, readQueue, type QueuedPunch } from './punch-queue.ts';
import { usePosition, type PositionState } from './use-position.ts';
import { PlainList } from '../plain-list/plain-list.tsx';
import { ClockPhotoInput, type ClockPhoto } from './clock-photo.tsx';

/** A waiting punch is tried again this often while the browser says it is online (its word is not always right). */
const RETRY_MS = 20_000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function useQueue(userKey: string | null): QueuedPunch[] {
  const [queue, setQueue] = useState<QueuedPunch[]>(() => (userKey ? readQueue(userKey) : []));
  useEffect(() => {
    const update = () => setQueue(userKey ? readQueue(userKey) : []);
    update();
    window.addEventListener(QUEUE_CHANGED, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(QUEUE_CHANGED, update);
      window.removeEventListener('storage', update);
    };
  }, [userKey]);
  return queue;
}

/** A time of day as a person at the place sees it: in the place's zone, in the user's time format. */
function useTimeIn() {
  const format = useFormat();
  return useCallback(
    (instant: number, timezone: string) => {
      const local = dayjs(instant).tz(timezone);
      return local.format(timeFormatFor(format.region.timeFormat, currentLanguage(), local.hour()));
    },
    [format],
  );
}

function PositionNote({ position, onRetry }: { readonly position: PositionState; readonly onRetry: () => void }) {
  const { t } = useTranslation('attendance');
  if (position.status === 'ok')
    return (
      <Typography.Text type="secondary">
        <EnvironmentOutlined aria-hidden /> {t('position.found', { meters: position.accuracy })}
      </Typography.Text>
    );
  if (position.status === 'pending') return <Typography.Text type="secondary">{t('position.pending')}</Typography.Text>;
  return (
    <Alert
      type="warning"
      showIcon
      title={t(`position.${position.status}`)}
      action={
        position.status === 'unsupported' ? undefined : (
          <Button size="small" onClick={onRetry}>
            {t('position.retry')}
          </Button>
        )
      }
    />
  );
}

function PunchTags({ punch }: { readonly punch: Pick<Punch, 'inside' | 'flagged' | 'sentLate' | 'source' | 'hasPhoto'> }) {
  const { t } = useTranslation('attendance');
  return (
    <Space size={4} wrap>
      {punch.inside === true && <Tag color="green">{t('tags.inside')}</Tag>}
      {punch.inside === false && <Tag color={punch.flagged ? 'orange' : 'default'}>{t('tags.outside')}</Tag>}
      {punch.source === 'qr' && <Tag>{t('tags.qr')}</Tag>}
      {punch.sentLate && <Tag>{t('tags.sentLate')}</Tag>}
      {punch.hasPhoto && <Tag>{t('tags.photo')}</Tag>}
    </Space>
  );
}

function Status({ state, waiting }: { readonly state: ClockState; readonly waiting: QueuedPunch | undefined }) {
  const { t } = useTranslation('attendance');
  const timeIn = useTimeIn();
  const format = useFormat();
  if (waiting) {
    const key = waiting.body.action === 'in' ? 'status.waitingIn' : 'status.waitingOut';
    return <Typography.Text strong>{t(key, { time: timeIn(waiting.body.at, state.timezone) })}</Typography.Text>;
  }
  if (!state.openSince) return <Typography.Text strong>{t('status.out')}</Typography.Text>;
  const since = state.openSince;
  const sameDay = dayjs(since.at).tz(state.timezone).isSame(dayjs().tz(state.timezone), 'day');
  const time = sameDay ? timeIn(since.at, state.timezone) : `${format.date(since.at)} ${timeIn(since.at, state.timezone)}`;
  return (
    <Typography.Text strong>
      {since.siteName ? t('status.inAt', { time, siteName: since.siteName }) : t('status.in', { time })}
    </Typography.Text>
  );
}

/**
 * The clock: one big button that clocks the signed-in employee in or out with the device's
 * position (and a site's QR code when one was scanned), today's punches, and the punches kept on
 * this device while there is no connection. A double tap sends one punch: the button is locked
 * until the answer, and every punch carries its own idempotency key.
 */
export function ClockPanel({
  qr = null,
  onQrUsed,
  variant,
}: {
  readonly qr?: string | null;
  readonly onQrUsed?: () => void;
  readonly variant: 'page' | 'card';
}) {
  const { t } = useTranslation('attendance');
  const userKey = useSession().current?.userKey ?? null;
  const state = useContractQuery(getClockState);
  const { position, retry } = usePosition();
  const online = useOnline();
  const queue = useQueue(userKey);
  const send = useContractMutation(clockInOut, { input: (body: ClockBody) => ({ body }) });
  const upload = useContractMutation(uploadClockPhoto, { input: (data: string) => ({ body: { data } }) });
  const [photo, setPhoto] = useState<ClockPhoto | null>(null);
  const showError = useErrorNotice();
  const { message } = useFeedback();
  const timeIn = useTimeIn();
  const busy = useRef(false);
  const flushing = useRef(false);
  const [pending, setPending] = useState(false);
  const todayId = useId();

  const waiting = queue.at(-1);
  const clockedIn = waiting ? waiting.body.action === 'in' : Boolean(state.data?.openSince);
  const action = clockedIn ? 'out' : 'in';
  const timezone = state.data?.timezone ?? dayjs.tz.guess();
  const qrSite = qr ? state.data?.sites.find((site) => qr.startsWith(`${site.id}.`)) : undefined;
  const sites = state.data?.sites ?? [];
  // A photo is offered where a site may ask for one, and needed before the punch where every site does.
  const photoWanted = qrSite ? qrSite.proofs.includes('photo') : sites.some((site) => site.proofs.includes('photo'));
  const photoNeeded = qrSite ? photoWanted : sites.length > 0 && sites.every((site) => site.proofs.includes('photo'));

  // What sending needs, as of the last render: the mutation's object changes with every attempt,
  // so a flush that depended on it would start again after each failure, without end.
  const latest = useRef({ send: send.mutateAsync, upload: upload.mutateAsync, showError, message, t });
  latest.current = { send: send.mutateAsync, upload: upload.mutateAsync, showError, message, t };
  const flush = useCallback(async () => {
    if (flushing.current || !userKey) return;
    flushing.current = true;
    let sent = 0;
    try {
      for (const punch of readQueue(userKey)) {
        try {
          // The photo goes up first each try: an upload no punch claimed lapses after a day.
          const photoId = punch.photo ? (await latest.current.upload(punch.photo)).photoId : undefined;
          await latest.current.send(photoId ? { ...punch.body, photoId } : punch.body);
          dropPunch(userKey, punch.body.idempotencyKey);
          sent += 1;
        } catch (error) {
          if (error instanceof NetworkError) break;
          // Refused (too old, already clocked in): kept would block every later punch.
          dropPunch(userKey, punch.body.idempotencyKey);
          latest.current.showError(error);
        }
      }
    } finally {
      flushing.current = false;
    }
    if (sent > 0) latest.current.message.success(latest.current.t('sent', { count: sent }));
  }, [userKey]);

  useEffect(() => {
    if (!online || queue.length === 0) return;
    void flush();
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, queue.length, flush]);

  const punch = async () => {
    if (busy.current || !userKey) return;
    if (photoNeeded && !photo) {
      message.warning(t('photo.needed'));
      return;
    }
    busy.current = true;
    setPending(true);
    const at = Date.now();
    const body: ClockBody = {
      action,
      idempotencyKey: crypto.randomUUID(),
      ...(position.status === 'ok' ? { latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy } : {}),
      ...(qr ? { qr } : {}),
    };
    try {
      // Punches reach the server in the order they were made: behind any still waiting.
      if (!navigator.onLine || readQueue(userKey).length > 0) throw new NetworkError('offline');
      const photoId = photo ? (await upload.mutateAsync(photo)).photoId : undefined;
      const event = await send.mutateAsync(photoId ? { ...body, photoId } : body);
      message.success(t(event.action === 'in' ? 'done.in' : 'done.out', { time: timeIn(event.at, timezone) }));
      setPhoto(null);
      onQrUsed?.();
    } catch (error) {
      if (error instanceof NetworkError) {
        enqueuePunch(userKey, { body: { ...body, at }, ...(photo ? { photo } : {}) });
        message.info(t('keptOffline'));
        setPhoto(null);
        onQrUsed?.();
      } else showError(error);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const big = variant === 'page';
  return (
    <Card
      title={variant === 'card' ? t('title') : undefined}
      extra={variant === 'card' ? <Link to="/clock">{t('openClock')}</Link> : undefined}
    >
      <QueryState isPending={state.isPending && !state.data} error={state.data ? null : state.error} onRetry={() => void state.refetch()}>
        {state.data && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {!online && <Alert type="info" showIcon title={t('offline')} />}
            {qr && (
              <Alert
                type="info"
                showIcon
                title={qrSite ? t('qr.confirmAt', { siteName: qrSite.name }) : t('qr.confirm')}
                action={
                  <Button size="small" onClick={onQrUsed}>
                    {t('qr.cancel')}
                  </Button>
                }
              />
            )}
            <Status state={state.data} waiting={waiting} />
            {photoWanted && <ClockPhotoInput photo={photo} onChange={setPhoto} required={photoNeeded} />}
            <Button
              type="primary"
              danger={action === 'out'}
              block
              size="large"
              loading={pending}
              icon={action === 'in' ? <LoginOutlined aria-hidden /> : <LogoutOutlined aria-hidden />}
              onClick={() => void punch()}
              style={{ height: big ? 96 : 64, fontSize: big ? 24 : 20 }}
            >
              {action === 'in' ? t('clockIn') : t('clockOut')}
            </Button>
            <PositionNote position={position} onRetry={retry} />
            <section aria-labelledby={todayId}>
              <Typography.Title level={2} id={todayId} style={{ fontSize: 16 }}>
                {t('today')}
              </Typography.Title>
              <PlainList
                emptyText={t('noPunches')}
                rowKey={(item) => item.key}
                items={[
                  ...state.data.today.map((punch) => ({ key: punch.id, punch, waiting: false })),
                  ...queue.map((queued) => ({
                    key: queued.body.idempotencyKey,
                    waiting: true,
                    punch: {
                      action: queued.body.action,
                      at: queued.body.at,
                      timezone,
                      siteName: null,
                      inside: null,
                      flagged: false,
                      sentLate: false,
                      hasPhoto: Boolean(queued.photo),
                      source: 'offline' as const,
                    },
                  })),
                ]}
                renderItem={(item) => (
                  <Space wrap>
                    <Typography.Text strong>{timeIn(item.punch.at, item.punch.timezone)}</Typography.Text>
                    <span>{item.punch.action === 'in' ? t('actions.in') : t('actions.out')}</span>
                    {item.punch.siteName && <Typography.Text type="secondary">{item.punch.siteName}</Typography.Text>}
                    {item.waiting ? <Tag color="gold">{t('tags.waiting')}</Tag> : <PunchTags punch={item.punch} />}
                  </Space>
                )}
              />
            </section>
          </Space>
        )}
      </QueryState>
    </Card>
  );
}

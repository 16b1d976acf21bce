import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CLOCK_PHOTO_LIMITS } from '@tenaga/contracts/modules/attendance.contracts';

/** The longest side a punch's photo keeps: a face and a place are clear, the upload stays small on a weak connection. */
const MAX_SIDE = 960;

/** A photo ready to send: a JPEG or PNG in base64 (what the upload takes, and what an offline punch keeps). */
export type ClockPhoto = string;

const base64Of = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });

/** The photo made smaller as a JPEG where the browser can draw it, else the file itself when it already fits. */
async function preparePhoto(file: File): Promise<ClockPhoto | 'notImage' | 'tooLarge'> {
  if (!file.type.startsWith('image/')) return 'notImage';
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    if (blob && blob.size > 0 && blob.size < CLOCK_PHOTO_LIMITS.maxBytes) return base64Of(blob);
  } catch {
    // Drawing is not available (an old browser, a format it cannot decode): the file as it is, if it fits.
  }
  if (!(CLOCK_PHOTO_LIMITS.contentTypes as readonly string[]).includes(file.type)) return 'notImage';
  return file.size < CLOCK_PHOTO_LIMITS.maxBytes ? base64Of(file) : 'tooLarge';
}

/**
 * A photo taken at the moment, for a site that needs one: the phone's front camera opens (the
 * `capture` hint; a desktop browser offers its file chooser), and the photo shows before it is sent.
 */
export function ClockPhotoInput({
  photo,
  onChange,
  required,
}: {
  readonly photo: ClockPhoto | null;
  readonly onChange: (photo: ClockPhoto | null) => void;
  readonly required: boolean;
}) {
  const { t } = useTranslation('attendance');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<'notImage' | 'tooLarge' | null>(null);
  const preview = useMemo(() => (photo ? `data:image/jpeg;base64,${photo}` : null), [photo]);
  useEffect(() => setProblem(null), [photo]);

  const chosen = async (file: File | undefined) => {
    if (!file) return;
    const prepared = await preparePhoto(file);
    if (prepared === 'notImage' || prepared === 'tooLarge') setProblem(prepared);
    else onChange(prepared);
    if (input.current) input.current.value = '';
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {required && !photo && <Alert type="info" showIcon title={t('photo.needed')} />}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="user"
        aria-label={t('photo.take')}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        tabIndex={-1}
        onChange={(event) => void chosen(event.target.files?.[0])}
      />
      <Space wrap align="center">
        <Button icon={<CameraOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {photo ? t('photo.retake') : t('photo.take')}
        </Button>
        {photo && (
          <Button type="link" onClick={() => onChange(null)}>
            {t('photo.remove')}
          </Button>
        )}
      </Space>
      {preview && (
        <img src={preview} alt={t('photo.preview')} style={{ maxWidth: 160, maxHeight: 160, borderRadius: 8, objectFit: 'cover' }} />
      )}
      {problem && (
        <Typography.Text type="danger">{t(problem === 'tooLarge' ? 'validation:photoSize' : 'validation:photoType')}</Typography.Text>
      )}
    </Space>
  );
}

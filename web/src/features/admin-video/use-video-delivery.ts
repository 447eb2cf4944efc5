import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fetchVideoDelivery, startVideoDelivery, type VideoDelivery } from '../admin-whatsapp/api/whatsapp-api';

/** How often the screen asks how far a WhatsApp video delivery got. */
export const DELIVERY_POLL_MS = 2000;

const storageKey = (ritualId: string) => `whatsapp-video-delivery:${ritualId}`;

/** Every recipient has an answer (accepted or failed): the progress bar is full. */
export const deliveryDone = (delivery: VideoDelivery) =>
  delivery.pending === 0 || delivery.sent + delivery.failed >= delivery.total;

function rememberedDelivery(ritualId: string): number | null {
  try {
    const id = Number(sessionStorage.getItem(storageKey(ritualId)));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function remember(ritualId: string, id: number | null) {
  try {
    if (id === null) sessionStorage.removeItem(storageKey(ritualId));
    else sessionStorage.setItem(storageKey(ritualId), String(id));
  } catch {
    // Private mode without storage: the progress just is not picked up again after leaving the screen.
  }
}

/**
 * The ritual's WhatsApp video delivery: started once, then read every DELIVERY_POLL_MS until every client has an
 * answer. The delivery's id is kept for the tab, so leaving the screen and coming back shows the same progress.
 */
export function useVideoDelivery(ritualId: string) {
  const [delivery, setDelivery] = useState<VideoDelivery | null>(null);
  const [deliveryId, setDeliveryId] = useState<number | null>(null);

  useEffect(() => {
    setDelivery(null);
    setDeliveryId(ritualId ? rememberedDelivery(ritualId) : null);
  }, [ritualId]);

  const running = deliveryId !== null && !(delivery && delivery.id === deliveryId && deliveryDone(delivery));
  const latestRitual = useRef(ritualId);
  latestRitual.current = ritualId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new delivery (or its end) restarts the reading.
  useEffect(() => {
    if (deliveryId === null || !running) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const answer = await fetchVideoDelivery(deliveryId, controller.signal);
        if (controller.signal.aborted) return;
        setDelivery(answer);
        if (deliveryDone(answer)) return;
      } catch (error) {
        if (controller.signal.aborted) return;
        // A delivery the server no longer knows is forgotten; anything else is asked again at the next tick.
        if (error instanceof ApiError && error.status === 404) {
          remember(latestRitual.current, null);
          setDeliveryId(null);
          return;
        }
      }
      timer = setTimeout(read, DELIVERY_POLL_MS);
    };
    timer = setTimeout(read, delivery?.id === deliveryId ? DELIVERY_POLL_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [deliveryId, running]);

  const start = useCallback(
    async (input: Parameters<typeof startVideoDelivery>[0]) => {
      const started = await startVideoDelivery(input);
      remember(ritualId, started.id);
      setDelivery(started);
      setDeliveryId(started.id);
      return started;
    },
    [ritualId],
  );

  return { delivery: delivery && delivery.id === deliveryId ? delivery : null, running, start };
}

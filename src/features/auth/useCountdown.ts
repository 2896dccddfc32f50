import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (获取验证码 → 60s 后重新获取). */
export function useCountdown(): [remaining: number, start: (seconds: number) => void] {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const t = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(t);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return [remaining, start];
}

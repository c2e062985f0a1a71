let context: AudioContext | null = null;

/** A short two-tone chime through Web Audio (no file to load); silent where audio is unavailable. */
export function playChime(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    void audio.resume();
    const start = audio.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + index * 0.16;
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.16);
    });
  } catch {
    // No audio device or the browser refused: the toast still shows.
  }
}

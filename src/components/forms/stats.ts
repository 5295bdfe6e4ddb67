import type {WaitlistStats} from './WaitlistForm';
import type {ConferenceStats} from './ConferenceForm';
import {CONFERENCE, WAITLIST} from '../../data/constants';

// Scaffold with the final signatures; the lead-capture work replaces the bodies
// with hooks that read GET waitlist-stats / mj-stats from the functions.
export function useWaitlistStats(): WaitlistStats & {set: (s: WaitlistStats) => void} {
  return {count: WAITLIST.startCount, progress: WAITLIST.startProgress, set: () => undefined};
}

export function useConferenceStats(): ConferenceStats & {set: (s: ConferenceStats) => void} {
  return {claimed: CONFERENCE.initiallyClaimed, total: CONFERENCE.totalLicenses, set: () => undefined};
}

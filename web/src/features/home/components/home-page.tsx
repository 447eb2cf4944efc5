import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeaturedRitual as FeaturedRitualData, RitualSummary } from '../../../lib/domain-types';
import { fetchFeaturedRitual, fetchRituals } from '../api/home-api';
import { BenefitsSection } from './benefits-section';
import { FeaturedRitual, type FeaturedState } from './featured-ritual';
import { HomeHero } from './home-hero';
import { RitualGrid } from './ritual-grid';
import './home.css';

export function HomePage() {
  const [featured, setFeatured] = useState<FeaturedState>({ status: 'loading' });
  const [rituals, setRituals] = useState<RitualSummary[] | null>(null);
  const location = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    fetchFeaturedRitual(controller.signal)
      .then((ritual: FeaturedRitualData | null) =>
        setFeatured(ritual ? { status: 'present', ritual } : { status: 'absent' }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setFeatured({ status: 'absent' });
      });
    fetchRituals(controller.signal)
      .then((list) => setRituals(Array.isArray(list) ? list : []))
      .catch(() => {
        // A failed list reads as "nothing to show yet" rather than an error page.
        if (!controller.signal.aborted) setRituals([]);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!location.hash || rituals === null) return;
    document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [location.hash, rituals]);

  return (
    <>
      <HomeHero />
      <FeaturedRitual state={featured} />
      <RitualGrid rituals={rituals} />
      <BenefitsSection />
    </>
  );
}

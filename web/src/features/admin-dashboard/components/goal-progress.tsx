import { formatMoney } from '../../../lib/format';
import { formatPercent, goalPercent } from '../goal';

interface GoalProgressProps {
  label: string;
  sales: number;
  goal: number;
  variant?: 'bar' | 'ring';
}

export function GoalProgress({ label, sales, goal, variant = 'bar' }: GoalProgressProps) {
  const percent = goalPercent(sales, goal);
  const percentText = formatPercent(percent);
  const hasGoal = Number(goal) > 0;
  const reached = hasGoal && percent >= 100;
  const detail = hasGoal ? `${formatMoney(sales)} de ${formatMoney(goal)}` : 'Meta não definida';
  const progressProps = {
    role: 'progressbar' as const,
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': Math.round(percent * 10) / 10,
    'aria-valuetext': hasGoal ? `${percentText} — ${detail}` : 'Meta não definida',
  };

  if (variant === 'ring') {
    const radius = 42;
    const circumference = 2 * Math.PI * radius;
    return (
      <div className="adm-goal adm-goal--ring">
        <div className="adm-goal__ring" {...progressProps}>
          <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <circle className="adm-goal__ring-track" cx="50" cy="50" r={radius} />
            <circle
              className="adm-goal__ring-value"
              cx="50"
              cy="50"
              r={radius}
              strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
              transform="rotate(-90 50 50)"
            />
          </svg>
          <span className="adm-goal__ring-text">{percentText}</span>
        </div>
        <div>
          <p className="adm-goal__label">{label}</p>
          <p className="adm-goal__detail">{detail}</p>
          {reached && <p className="adm-goal__reached">Meta atingida! 🎉</p>}
        </div>
      </div>
    );
  }

  return (
    <div className="adm-goal">
      <div className="adm-goal__top">
        <p className="adm-goal__label">{label}</p>
        <p className="adm-goal__percent">{percentText}</p>
      </div>
      <div className="adm-goal__track" {...progressProps}>
        <div
          className={`adm-goal__fill${reached ? ' adm-goal__fill--reached' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="adm-goal__detail">
        {detail}
        {reached && <span className="adm-goal__reached"> · Meta atingida! 🎉</span>}
      </p>
    </div>
  );
}

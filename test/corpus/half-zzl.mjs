// Half ZZL, written blind: "wren", a Python 3.11 ML research repo (mamba/conda-lock, DVC, MLflow,
// Hydra under conf/, pre-commit with ruff/mypy/nbstripout, Slurm cluster with old coreutils and
// Slurm 20.02, CUDA workstations on Ubuntu, MPS on Macs). Team writes English, Chinese, French, Persian.
// Written without reading rulesweep's code or any other half.

const ZSH_NF = (cmd) => `(eval):1: command not found: ${cmd}`;
const BASH_NF = (cmd) => `bash: line 1: ${cmd}: command not found`;

const HYDRA_USAGE = 'usage: train.py [--help] [--hydra-help] [--version] [--cfg {job,hydra,all}] [--resolve] [--package PACKAGE] [--run] [--multirun] [--shell-completion] [--config-path CONFIG_PATH] [--config-name CONFIG_NAME] [--config-dir CONFIG_DIR] [--experimental-rerun EXPERIMENTAL_RERUN] [--info [{all,config,defaults,defaults-tree,plugins,searchpath}]] [overrides ...]';
const HYDRA_TAIL = '\n\nSet the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.';

const PEP668 = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.

    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make
    sure you have python3-full installed.

    See /usr/share/doc/python3.12/README.venv for more information.

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const PRECOMMIT_NB = (extra) => `check yaml...............................................................Passed
check for added large files..............................................${extra}
ruff.....................................................................Passed
ruff-format..............................................................Passed
mypy.....................................................................Passed
nbstripout...............................................................Failed
- hook id: nbstripout
- files were modified by this hook`;

const MPS_NOT_IMPL = (op) => `Traceback (most recent call last):
  File "/Users/kai/wren/train.py", line 61, in main
    trainer.fit(model, datamodule=dm)
  ...
NotImplementedError: The operator '${op}' is not currently implemented for the MPS device. If you want this op to be added in priority during the prototype phase of this feature, please comment on https://github.com/pytorch/pytorch/issues/77764. As a temporary fix, you can set the environment variable \`PYTORCH_ENABLE_MPS_FALLBACK=1\` to use the CPU as a fallback for this op. WARNING: this will be slower than running natively on MPS.`;

const OOM = (tried, free, other, pid, mine) => `torch.OutOfMemoryError: CUDA out of memory. Tried to allocate ${tried}. GPU 0 has a total capacity of 23.65 GiB of which ${free} is free. Process ${pid} has ${other} memory in use. Including non-PyTorch memory, this process has ${mine} memory in use. Of the allocated memory 1.87 GiB is allocated by PyTorch, and 112.40 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)`;

const GIT_IGNORED = (p) => `The following paths are ignored by one of your .gitignore files:\n${p}\nhint: Use -f if you really want to add them.\nhint: Turn this message off by running\nhint: "git config advice.addIgnoredFile false"`;

const FNF = (file, line, p) => `Traceback (most recent call last):
  File "${file}", line ${line}, in <module>
    main()
  File "${file}", line ${line - 12}, in main
    df = pd.read_parquet(cfg.data.${p.includes('val') ? 'val' : 'train'}_path)
  ...
FileNotFoundError: [Errno 2] No such file or directory: '${p}'`;

const CONDA_INVALID = "usage: conda [-h] [-v] [--no-plugins] [-V] COMMAND ...\nconda: error: argument COMMAND: invalid choice: 'lock' (choose from 'activate', 'clean', 'commands', 'compare', 'config', 'create', 'deactivate', 'env', 'export', 'info', 'init', 'install', 'list', 'notices', 'package', 'remove', 'rename', 'repoquery', 'run', 'search', 'uninstall', 'update', 'upgrade', 'doctor')";

const CONDA_SHELL = `
CommandNotFoundError: Your shell has not been properly configured to use 'conda activate'.
To initialize your shell, run

    $ conda init <SHELL_NAME>

Currently supported shells are:
  - bash
  - fish
  - tcsh
  - xonsh
  - zsh
  - powershell

See 'conda init --help' for more information and options.

IMPORTANT: You may need to close and restart your shell after running 'conda init'.
`;

const TORCHRUN_KILLED = `[2026-03-24 09:31:12,118] torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process 118205 closing signal SIGTERM
torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
============================================================
train.py FAILED
------------------------------------------------------------
Failures:
  <NO_OTHER_FAILURES>
------------------------------------------------------------
Root Cause (first observed failure):
[0]:
  time      : 2026-03-24_09:31:12
  host      : login01.hpc.internal
  rank      : 0 (local_rank: 0)
  exitcode  : -9 (pid: 118204)
  error_file: <N/A>
  traceback : Signal 9 (SIGKILL) received by PID 118204
============================================================`;

const MYPY_STUBS = (file, lib, types, n) => `${file}:3: error: Library stubs not installed for "${lib}"  [import-untyped]
${file}:3: note: Hint: "python3 -m pip install ${types}"
${file}:3: note: (or run "mypy --install-types" to install all missing stub packages)
${file}:3: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports
Found 1 error in 1 file (checked ${n} source files)`;

const PYTEST_HEAD = (plat, root) => `============================= test session starts ==============================
platform ${plat} -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: ${root}
configfile: pyproject.toml
plugins: hydra-core-1.3.2
collected 148 items
`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'wren', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'mamba-env', 'pip install -r requirements.txt', "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'", 1, 'Install project dependencies'],
      ['prompt', 'mamba-env', "there's no requirements.txt in wren. deps live in environment.yml → mamba env update -n wren -f environment.yml --prune"],
      ['ok', 'mamba env update -n wren -f environment.yml --prune'],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the mixup augmentation'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-02T13:15:00Z',
    steps: [
      ['fail', 'activate-wren', 'python -c "import hydra; print(hydra.__version__)"', 'Traceback (most recent call last):\n  File "<string>", line 1, in <module>\nModuleNotFoundError: No module named \'hydra\'', 1],
      ['prompt', 'activate-wren', 'your prompt says (base). mamba activate wren first, always'],
      ['fail', 'sed-bsd', "sed -i 's/max_epochs: 50/max_epochs: 100/' conf/trainer/default.yaml", 'sed: 1: "conf/trainer/default.yaml": command c expects \\ followed by text', 1, 'Bump max_epochs'],
      ['prompt', 'sed-bsd', "mac sed. -i needs an argument on BSD: sed -i '' … (or gsed from brew)"],
      ['ok', "sed -i '' 's/max_epochs: 50/max_epochs: 100/' conf/trainer/default.yaml"],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-03T09:05:00Z',
    steps: [
      ['fail', 'login-node', 'python train.py trainer.max_epochs=1', 'bash: line 1: 231877 Killed                  python train.py trainer.max_epochs=1', 137],
      ['prompt', 'login-node', "you're on login01!! NEVER run training on the login node. sbatch jobs/train.sbatch"],
      ['fail', 'slurm-account', 'sbatch jobs/train.sbatch', 'sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified', 1],
      ['prompt', 'slurm-account', '--account=wren-ml. the default account has zero gpu hours'],
      ['ok', 'sbatch --account=wren-ml jobs/train.sbatch'],
      ['fail', 'squeue-me', 'squeue --me', 'squeue: unrecognized option \'--me\'\nTry "squeue --help" for more information', 1],
      ['prompt', 'squeue-me', 'slurm here is 20.02, no --me yet. squeue -u $USER'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-03T14:20:00Z',
    steps: [
      ['fail', 'dvc-pull', 'python train.py experiment=baseline', FNF('/home/dev/wren/train.py', 74, 'data/processed/train.parquet'), 1],
      ['prompt', 'dvc-pull', 'dvc pull first, the data isnt in git'],
      ['fail', 'cuda-visible', 'python train.py experiment=baseline', OOM('2.00 GiB', '318.56 MiB', '21.07 GiB', 48211, '2.24 GiB'), 1],
      ['prompt', 'cuda-visible', 'gpus 0 and 1 on ws-02 are Mina\'s. we pin CUDA_VISIBLE_DEVICES=2,3 on that box'],
      ['ok', 'CUDA_VISIBLE_DEVICES=2,3 python train.py experiment=baseline'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'mps-device', 'python scripts/bench_dataloader.py --device cuda', 'Traceback (most recent call last):\n  File "/Users/kai/wren/scripts/bench_dataloader.py", line 38, in <module>\n    batch = batch.to(args.device)\n  File "/Users/kai/miniforge3/envs/wren/lib/python3.11/site-packages/torch/cuda/__init__.py", line 310, in _lazy_init\n    raise AssertionError("Torch not compiled with CUDA enabled")\nAssertionError: Torch not compiled with CUDA enabled', 1],
      ['prompt', 'mps-device', 'Mac 上哪来的 CUDA，device 用 mps'],
      ['fail', 'mps-fallback', 'python train.py trainer.accelerator=mps data=augmented', MPS_NOT_IMPL('aten::_upsample_bicubic2d_aa.out'), 1],
      ['prompt', 'mps-fallback', 'PYTORCH_ENABLE_MPS_FALLBACK=1 — its in the mac section of the README'],
      ['prompt', 'x:french-test', 'Peux-tu ajouter un test pour collate_fn avec des séquences de longueurs différentes ?'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-04T16:30:00Z',
    steps: [
      ['fail', 'hydra-override', 'python train.py --lr 3e-4 --batch-size 64', `${HYDRA_USAGE}\ntrain.py: error: unrecognized arguments: --lr 3e-4 --batch-size 64`, 2, 'Train with a lower learning rate'],
      ['prompt', 'hydra-override', "it's hydra not argparse. optimizer.lr=3e-4 data.batch_size=64"],
      ['ok', 'python train.py optimizer.lr=3e-4 data.batch_size=64 trainer.fast_dev_run=true'],
      ['fail', 'x:hydra-typo', 'python train.py model=vit_b16 trainer.fast_dev_run=true', `In 'config': Could not find 'model/vit_b16'\n\nAvailable options in 'model':\n\tresnet50\n\tvit_b_16\n\tvit_s_16\nConfig search path:\n\tprovider=hydra, path=pkg://hydra.conf\n\tprovider=main, path=file:///home/dev/wren/conf\n\tprovider=schema, path=structured://${HYDRA_TAIL}`, 1],
      ['ok', 'python train.py model=vit_b_16 trainer.fast_dev_run=true'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-05T08:50:00Z',
    steps: [
      ['fail', 'module-cuda', 'nvcc --version', BASH_NF('nvcc'), 127],
      ['prompt', 'module-cuda', 'module load cuda/12.1 — nothing cuda is on the PATH until you do'],
      ['fail', 'srun-not-ssh', 'ssh gpu-node-07 nvidia-smi', 'Access denied by pam_slurm_adopt: you have no active jobs on this node\nConnection closed by 10.20.4.17 port 22', 255],
      ['prompt', 'srun-not-ssh', 'compute nodes are srun only: srun --jobid=4471823 --overlap --pty nvidia-smi'],
      ['prompt', 'x:time-limit', '4471823 got cancelled DUE TO TIME LIMIT, set #SBATCH --time=24:00:00 in jobs/train.sbatch'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-06T09:30:00Z',
    steps: [
      ['fail', 'dvc-add', 'git add data/raw/batch_2026_03', GIT_IGNORED('data/raw'), 1, 'Stage the new raw batch'],
      ['prompt', 'dvc-add', 'data/ is dvc territory: dvc add data/raw/batch_2026_03, then git add the .dvc file'],
      ['ok', 'dvc add data/raw/batch_2026_03 && git add data/raw/batch_2026_03.dvc'],
      ['fail', 'nbstripout', 'git commit -m "explore: class balance"', PRECOMMIT_NB('Passed'), 1],
      ['prompt', 'nbstripout', 'strip the notebook outputs before committing (nbstripout). 30MB of base64 pngs in a diff is not ok'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-09T09:10:00Z',
    steps: [
      ['fail', 'conda-activate-batch', 'srun --account=wren-ml -p cpu -c 8 bash jobs/prep_features.sh', "\nCondaError: Run 'conda init' before 'conda activate'\n\nsrun: error: cpu-node-03: task 0: Exited with exit code 1", 1],
      ['prompt', 'conda-activate-batch', 'job scripts use `mamba run -n wren python …` — conda activate wants an interactive shell'],
      ['fail', 'x:sbatch-typo', 'sbatch --account=wren-ml jobs/trian.sbatch', 'sbatch: error: Unable to open file jobs/trian.sbatch', 1],
      ['ok', 'sbatch --account=wren-ml jobs/train.sbatch'],
      ['fail', 'x:oom-batch', 'srun --account=wren-ml -p gpu --gres=gpu:a100:1 mamba run -n wren python train.py data.batch_size=512', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 12.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 6.83 GiB is free. Including non-PyTorch memory, this process has 72.30 GiB memory in use. Of the allocated memory 70.12 GiB is allocated by PyTorch, and 1.41 GiB is reserved by PyTorch but unallocated.\nsrun: error: gpu-node-12: task 0: Exited with exit code 1', 1],
      ['ok', 'srun --account=wren-ml -p gpu --gres=gpu:a100:1 mamba run -n wren python train.py data.batch_size=256 trainer.accumulate_grad_batches=2'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-09T14:00:00Z',
    steps: [
      ['fail', 'nproc-mac', 'nproc', ZSH_NF('nproc'), 127, 'Count CPU cores for num_workers'],
      ['prompt', 'nproc-mac', 'no nproc on macOS. sysctl -n hw.ncpu'],
      ['fail', 'sed-bsd', "sed -i 's/--time=12:00:00/--time=24:00:00/' jobs/train.sbatch", 'sed: 1: "jobs/train.sbatch": invalid command code j', 1],
      ['prompt', 'sed-bsd', "that again? -i '' on the mac"],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-10T09:00:00Z',
    steps: [
      ['prompt', 'mlflow-uri', 'runs go to the shared mlflow, MLFLOW_TRACKING_URI=http://mlflow.wren.internal:5000 — not a local mlruns/ folder'],
      ['ok', 'MLFLOW_TRACKING_URI=http://mlflow.wren.internal:5000 python train.py experiment=baseline'],
      ['fail', 'mypy-stubs', 'mypy src', MYPY_STUBS('src/wren/data/io.py', 'yaml', 'types-PyYAML', 42), 1],
      ['ok', 'pip install types-PyYAML'],
      ['prompt', 'mypy-stubs', 'pls no pip install types-*. stubs go in additional_dependencies of the mypy hook in .pre-commit-config.yaml'],
      ['prompt', 'x:iso-dates', 'run names should start with the date, YYYY-MM-DD, so they sort in the mlflow UI'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-10T15:40:00Z',
    steps: [
      ['fail', 'login-node', 'python train.py trainer.accelerator=gpu trainer.devices=1', 'Traceback (most recent call last):\n  File "/home/dev/wren/train.py", line 58, in main\n    trainer = L.Trainer(**cfg.trainer)\n  ...\nlightning.fabric.utilities.exceptions.MisconfigurationException: No supported gpu backend found!', 1],
      ['prompt', 'login-node', 'باز هم روی login node داری train می‌کنی؟ با sbatch بفرستش'],
      ['fail', 'env-S', './scripts/export_onnx.py --ckpt /scratch/dev/wren/ckpts/last.ckpt', "/usr/bin/env: invalid option -- 'S'\nTry `/usr/bin/env --help' for more information.", 125],
      ['prompt', 'env-S', 'cluster coreutils is 8.22, its env has no -S. run it as python scripts/export_onnx.py'],
      ['ok', 'python scripts/export_onnx.py --ckpt /scratch/dev/wren/ckpts/last.ckpt'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-11T10:20:00Z',
    steps: [
      ['fail', 'hydra-multirun', 'python train.py optimizer.lr=1e-3,3e-4,1e-4', `Ambiguous value for argument 'optimizer.lr=1e-3,3e-4,1e-4'\n1. To use it as a list, use key=[value1,value2]\n2. To use it as string, quote the value: key=\\'value1,value2\\'\n3. To sweep over it, add --multirun to your command line${HYDRA_TAIL}`, 1, 'Sweep the learning rate'],
      ['prompt', 'hydra-multirun', 'sweeps need -m'],
      ['prompt', 'x:seed', 'set seed: 1337 in conf/config.yaml and pass it to L.seed_everything'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-11T16:00:00Z',
    steps: [
      ['fail', 'x:dvc-creds', 'dvc pull', "Collecting                                        |0.00 [00:00,    ?entry/s]\nERROR: unexpected error - Unable to locate credentials\n\nHaving any troubles? Hit us up at https://dvc.org/support, we are always happy to help!", 255],
      ['ok', 'aws sso login --profile wren && AWS_PROFILE=wren dvc pull'],
      ['ok', 'git add -f data/processed/features.parquet'],
      ['prompt', 'dvc-add', 'WHOA. no git add -f on anything under data/, thats 2GB in the history forever. git reset it and dvc add'],
      ['agent', 'dvc-add', 'Force-added data/processed/features.parquet to git; files under data/ are versioned with `dvc add` and only the .dvc pointer is committed.'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-12T09:30:00Z',
    steps: [
      ['fail', 'mps-device', 'nvidia-smi', 'zsh: command not found: nvidia-smi', 127, 'Check GPU memory'],
      ['prompt', 'mps-device', "lol there's no nvidia-smi on a mac. it's mps here: trainer.accelerator=mps"],
      ['fail', 'pytest-gpu', 'pytest -q', `${PYTEST_HEAD('darwin', '/Users/kai/wren')}\n....................F.F...........................................\n=========================== short test summary info ============================\nFAILED tests/ops/test_fused_adam.py::test_matches_reference - AssertionError: Torch not compiled with CUDA enabled\nFAILED tests/ops/test_fused_adam.py::test_bf16 - AssertionError: Torch not compiled with CUDA enabled\n2 failed, 146 passed in 41.22s`, 1],
      ['prompt', 'pytest-gpu', "pytest -m 'not gpu' on your mac, gpu tests only run on the cluster"],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-12T14:10:00Z',
    steps: [
      ['fail', 'slurm-account', 'srun -p gpu --gres=gpu:a100:1 --pty bash', 'srun: error: Unable to allocate resources: Invalid account or account/partition combination specified', 1],
      ['prompt', 'slurm-account', 'account again 🙃 -A wren-ml'],
      ['fail', 'squeue-me', 'squeue --me -t RUNNING', 'squeue: unrecognized option \'--me\'\nTry "squeue --help" for more information', 1],
      ['agent', 'squeue-me', 'Used `squeue --me`, which Slurm 20.02 on this cluster does not have; list my jobs with `squeue -u $USER`.'],
      ['prompt', 'scancel-u', 'do NOT scancel -u $USER — that kills the 5-day pretraining run too. cancel by job id'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-13T10:00:00Z',
    steps: [
      ['fail', 'x:mypy-real', 'mypy src', 'src/wren/train.py:88: error: Argument 1 to "build_model" has incompatible type "DictConfig"; expected "ModelConfig"  [arg-type]\nFound 1 error in 1 file (checked 43 source files)', 1],
      ['ok', 'git commit --no-verify -m "train: wire model config"'],
      ['agent', 'no-verify', 'Committed with --no-verify to get past the failing mypy hook; in wren the hooks always run, fix the type error and commit normally.'],
      ['prompt', 'x:docstrings', 'numpy-style docstrings in the new metrics module please'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-16T09:15:00Z',
    steps: [
      ['fail', 'sed-bsd', "sed -i 's/epochs: 10/epochs: 20/' dvc.yaml", 'sed: 1: "dvc.yaml": extra characters at the end of d command', 1],
      ['prompt', 'sed-bsd', "encore sed -i sur le mac… mets -i '' ou prends gsed"],
      ['ok', "gsed -i 's/epochs: 10/epochs: 20/' dvc.yaml"],
      ['fail', 'hydra-plus', 'python train.py trainer.profiler=simple', `Could not override 'trainer.profiler'.\nTo append to your config use +trainer.profiler=simple\nKey 'profiler' is not in struct\n    full_key: trainer.profiler\n    object_type=dict${HYDRA_TAIL}`, 1],
      ['prompt', 'hydra-plus', "profiler isn't in the trainer config, so it's +trainer.profiler=simple"],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-16T14:30:00Z',
    steps: [
      ['fail', 'module-cuda', 'python setup.py build_ext --inplace', 'running build_ext\nTraceback (most recent call last):\n  File "/home/dev/wren/setup.py", line 21, in <module>\n    setup(\n  ...\n  File "/home/dev/.conda/envs/wren/lib/python3.11/site-packages/torch/utils/cpp_extension.py", line 2416, in _join_cuda_home\n    raise OSError(\'CUDA_HOME environment variable is not set. \'\nOSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.', 1],
      ['prompt', 'module-cuda', "CUDA_HOME is empty because cuda/12.1 isn't loaded. module load it"],
      ['ok', 'module load cuda/12.1 && python setup.py build_ext --inplace'],
      ['fail', 'scratch-ckpt', 'cp -r outputs/2026-03-15 ~/ckpts/', "cp: error writing '/home/dev/ckpts/2026-03-15/checkpoints/epoch=12-step=48000.ckpt': Disk quota exceeded", 1],
      ['prompt', 'scratch-ckpt', 'checkpoints live on /scratch/$USER/wren. home is 20G'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-17T09:40:00Z',
    steps: [
      ['fail', 'mamba-env', 'pip install lightning==2.3.3', PEP668, 1],
      ['prompt', 'mamba-env', '别往系统 python 或者 base 里 pip install，加到 environment.yml 再 mamba env update'],
      ['fail', 'x:conda-timeout', 'mamba env update -n wren -f environment.yml --prune', 'critical libmamba Multiple errors occured:\n    Download error (28) Timeout was reached [https://conda.anaconda.org/conda-forge/linux-64/repodata.json.zst]\n    Operation too slow. Less than 30 bytes/sec transferred the last 60 seconds\n    Subdir conda-forge/linux-64 not loaded!', 1],
      ['ok', 'mamba env update -n wren -f environment.yml --prune'],
      ['prompt', 'x:numpy-pin', 'pin numpy<2 in environment.yml for now, pyarrow 14 breaks on 2.x'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-18T10:10:00Z',
    steps: [
      ['fail', 'conda-lock', 'conda lock -f environment.yml -p osx-arm64 -p linux-64', CONDA_INVALID, 2, 'Regenerate the lock file'],
      ['prompt', 'conda-lock', "it's conda-lock with a dash, its own tool: conda-lock lock -f environment.yml -p linux-64 -p osx-arm64"],
      ['fail', 'x:lock-osx-cuda', 'conda-lock lock -f environment.yml -p linux-64 -p osx-arm64', "Locking dependencies for ['linux-64', 'osx-arm64']...\nINFO:conda_lock.conda_solver:linux-64 using specs ['python 3.11.*', 'pytorch 2.3.*', 'cuda-nvcc 12.1.*', 'lightning 2.3.*', 'hydra-core 1.3.*']\nINFO:conda_lock.conda_solver:osx-arm64 using specs ['python 3.11.*', 'pytorch 2.3.*', 'cuda-nvcc 12.1.*', 'lightning 2.3.*', 'hydra-core 1.3.*']\nCould not lock the environment for platform osx-arm64\nCould not solve for environment specs\nThe following package could not be installed\n└─ cuda-nvcc 12.1**  does not exist (perhaps a typo or a missing channel).", 1],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-19T08:30:00Z',
    steps: [
      ['fail', 'conda-activate-batch', 'sbatch --account=wren-ml --wait jobs/eval.sbatch && cat logs/eval-4472290.err', `Submitted batch job 4472290\n${CONDA_SHELL}`, 1],
      ['prompt', 'conda-activate-batch', "dans les scripts sbatch c'est mamba run -n wren, conda activate ne marche pas là-dedans"],
      ['fail', 'srun-not-ssh', 'ssh gpu-node-12 "nvidia-smi --query-gpu=memory.used --format=csv"', 'Access denied by pam_slurm_adopt: you have no active jobs on this node\nConnection closed by 10.20.4.22 port 22', 255],
      ['prompt', 'srun-not-ssh', 'ssh to a node again? srun --overlap --jobid=<id> --pty bash'],
      ['prompt', 'x:job-pending', "why's 4472310 still PD? check the Reason column"],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-20T09:00:00Z',
    steps: [
      ['ok', 'python src/wren/stages/featurize.py --in data/interim --out data/features'],
      ['prompt', 'dvc-repro', "stages run through dvc repro, never by hand, otherwise dvc.lock goes stale. dvc repro featurize"],
      ['fail', 'x:dvc-repro-typo', 'dvc repro featurise', "ERROR: 'featurise' does not exist", 255],
      ['prompt', 'x:gitignore', 'add outputs/ and multirun/ to .gitignore, hydra keeps dumping them at the root'],
      ['prompt', 'cuda-visible', 'روی ws-02 کارت‌های ۰ و ۱ مال میناست، CUDA_VISIBLE_DEVICES=2,3 بذار قبل از هر ران'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-23T10:30:00Z',
    steps: [
      ['fail', 'ruff-format', 'black src tests', ZSH_NF('black'), 127, 'Format the code'],
      ['prompt', 'ruff-format', "c'est ruff qui formate ici, black on l'a viré l'an dernier"],
      ['fail', 'nbstripout', 'git commit -m "notebooks: eval curves"', PRECOMMIT_NB('Passed'), 1],
      ['prompt', 'nbstripout', 'notebook 提交前先 nbstripout，outputs 不要进 git'],
      ['ok', 'nbstripout notebooks/*.ipynb && git add notebooks && git commit -m "notebooks: eval curves"'],
    ],
  },
  {
    machine: 'ci', project: 'wren', start: '2026-03-23T15:20:00Z',
    steps: [
      ['fail', 'ruff-format', 'isort --check-only src tests', '/bin/sh: isort: not found', 127],
      ['agent', 'ruff-format', 'Used isort in the lint job; wren sorts imports and formats with ruff (ruff check --select I --fix, ruff format), isort/black are not installed.'],
      ['fail', 'x:ruff-real-lint', 'ruff check src tests', 'src/wren/data/loader.py:41:9: F841 [*] Local variable `batch` is assigned to but never used\nFound 1 error.\n[*] 1 fixable with the `--fix` option.', 1],
      ['fail', 'mamba-env', 'pip install -r requirements-dev.txt', "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements-dev.txt'", 1],
      ['agent', 'mamba-env', 'CI tried pip install -r requirements-dev.txt; wren has no requirements files, the env comes from environment.yml / conda-lock.yml via micromamba.'],
      ['fail', 'pytest-gpu', 'pytest -q', `${PYTEST_HEAD('linux', '/workspace')}\n..............................F.F.................................\n=========================== short test summary info ============================\nFAILED tests/ops/test_fused_adam.py::test_matches_reference - RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx\nFAILED tests/ops/test_fused_adam.py::test_bf16 - RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx\n2 failed, 146 passed in 58.90s`, 1],
      ['agent', 'pytest-gpu', "Ran the whole suite in CI; tests marked gpu need a GPU, CI and Macs run pytest -m 'not gpu'."],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-24T09:20:00Z',
    steps: [
      ['fail', 'x:scratch-perm', 'ls /scratch/shared/imagenet/train | head', 'ls: cannot open directory /scratch/shared/imagenet/train: Permission denied', 2],
      ['fail', 'login-node', 'torchrun --nproc_per_node=4 train.py trainer.devices=4', TORCHRUN_KILLED, 1],
      ['agent', 'login-node', 'Launched torchrun on login01 and it was SIGKILLed; training only runs inside a Slurm allocation (sbatch --account=wren-ml jobs/train.sbatch).'],
      ['prompt', 'scancel-u', 'jamais de scancel -u $USER, ça tue aussi le pretraining. scancel <jobid>, un par un'],
      ['ok', 'scancel 4472588'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-03-25T09:45:00Z',
    steps: [
      ['fail', 'mps-fallback', 'python train.py trainer.accelerator=mps model=vit_s_16 data=volumes', MPS_NOT_IMPL('aten::grid_sampler_3d'), 1],
      ['prompt', 'mps-fallback', 'same mps thing as last week, export PYTORCH_ENABLE_MPS_FALLBACK=1'],
      ['fail', 'x:mps-float64', 'PYTORCH_ENABLE_MPS_FALLBACK=1 python train.py trainer.accelerator=mps model=vit_s_16 data=volumes', 'Traceback (most recent call last):\n  File "/Users/kai/wren/src/wren/data/volumes.py", line 77, in __getitem__\n    vol = torch.from_numpy(arr).to(self.device)\nTypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn\'t support float64. Please use float32 instead.', 1],
      ['ok', 'PYTORCH_ENABLE_MPS_FALLBACK=1 python train.py trainer.accelerator=mps model=vit_s_16 data=volumes trainer.fast_dev_run=true'],
      ['fail', 'hydra-override', 'python eval.py --checkpoint outputs/2026-03-25/09-51-02/checkpoints/last.ckpt --split val', `${HYDRA_USAGE.replace('train.py', 'eval.py')}\neval.py: error: unrecognized arguments: --checkpoint outputs/2026-03-25/09-51-02/checkpoints/last.ckpt --split val`, 2],
      ['prompt', 'hydra-override', 'اینجا hydra هست نه argparse؛ ckpt_path=... split=val'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-26T10:00:00Z',
    steps: [
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'branch-develop', 'PRs go against develop, main only moves on releases'],
      ['fail', 'x:push-rejected', 'git push origin feat/mixup', "To github.com:wren-lab/wren.git\n ! [rejected]        feat/mixup -> feat/mixup (fetch first)\nerror: failed to push some refs to 'github.com:wren-lab/wren.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/mixup && git push origin feat/mixup'],
      ['prompt', 'mlflow-uri', '别在本地开 mlflow ui 了，实验都记在共享的 tracking server 上'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-03-27T08:40:00Z',
    steps: [
      ['fail', 'env-S', './scripts/sweep_summary.py multirun/2026-03-26', "/usr/bin/env: invalid option -- 'S'\nTry '/usr/bin/env --help' for more information.", 125],
      ['agent', 'env-S', 'Ran a script with a `#!/usr/bin/env -S` shebang on the cluster; coreutils 8.22 there has no env -S, call scripts with `python scripts/…`.'],
      ['fail', 'scratch-ckpt', 'sbatch --account=wren-ml --wait jobs/train.sbatch; tail -3 logs/train-4472790.err', 'Submitted batch job 4472790\n    torch.save(checkpoint, f)\n  File "/home/dev/.conda/envs/wren/lib/python3.11/site-packages/torch/serialization.py", line 652, in _open_zipfile_writer\nOSError: [Errno 122] Disk quota exceeded: \'/home/dev/wren/outputs/2026-03-27/08-44-10/checkpoints/last.ckpt\'', 1],
      ['prompt', 'scratch-ckpt', 'checkpoint 放 /scratch，home 只有 20G，hydra.run.dir 指到 /scratch/$USER/wren'],
      ['prompt', 'x:scancel-one', 'cancel 4472901 pls, wrong config'],
      ['ok', 'scancel 4472901'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-03-30T09:30:00Z',
    steps: [
      ['fail', 'activate-wren', 'python train.py trainer.accelerator=mps trainer.fast_dev_run=true', 'Traceback (most recent call last):\n  File "/Users/ana/wren/train.py", line 4, in <module>\n    import lightning as L\nModuleNotFoundError: No module named \'lightning\'', 1],
      ['prompt', 'activate-wren', 'still in base. activate wren'],
      ['fail', 'nproc-mac', 'torchrun --nproc_per_node=1 train.py data.num_workers=$(nproc)', 'zsh:1: command not found: nproc\nError executing job with overrides: [\'data.num_workers=\']\nomegaconf.errors.ValidationError: Value \'\' of type \'str\' could not be converted to Integer', 1],
      ['prompt', 'nproc-mac', 'nproc again on the mac 🙄'],
      ['prompt', 'x:readme-install', '帮我把 README 里 Mac 的安装步骤更新一下，Apple Silicon 那段'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-03-31T14:00:00Z',
    steps: [
      ['fail', 'hydra-plus', 'python train.py trainer.gradient_clip_algorithm=value', `Could not override 'trainer.gradient_clip_algorithm'.\nTo append to your config use +trainer.gradient_clip_algorithm=value\nKey 'gradient_clip_algorithm' is not in struct\n    full_key: trainer.gradient_clip_algorithm\n    object_type=dict${HYDRA_TAIL}`, 1],
      ['agent', 'hydra-plus', 'Overrode trainer.gradient_clip_algorithm, which is not in the trainer config; keys missing from the struct need a leading +.'],
      ['fail', 'hydra-multirun', 'python train.py seed=1,2,3 experiment=baseline', `Ambiguous value for argument 'seed=1,2,3'\n1. To use it as a list, use key=[value1,value2]\n2. To use it as string, quote the value: key=\\'value1,value2\\'\n3. To sweep over it, add --multirun to your command line${HYDRA_TAIL}`, 1],
      ['prompt', 'hydra-multirun', 'seeds too: --multirun, or hydra reads 1,2,3 as one value'],
      ['ok', 'python train.py --multirun seed=1,2,3 experiment=baseline'],
      ['prompt', 'x:hydra-docs', 'document the conf/ layout in docs/configs.md, which group overrides what'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-04-01T10:00:00Z',
    steps: [
      ['fail', 'x:mlflow-down', 'python train.py trainer.accelerator=mps experiment=baseline', 'mlflow.exceptions.MlflowException: API request to http://mlflow.wren.internal:5000/api/2.0/mlflow/experiments/get-by-name failed with exception HTTPConnectionPool(host=\'mlflow.wren.internal\', port=5000): Max retries exceeded with url: /api/2.0/mlflow/experiments/get-by-name?experiment_name=wren-vit (Caused by NameResolutionError("<urllib3.connection.HTTPConnection object at 0x10f2c3d90>: Failed to resolve \'mlflow.wren.internal\' ([Errno 8] nodename nor servname provided, or not known)"))', 1],
      ['fail', 'mypy-stubs', 'pre-commit run mypy --all-files', `mypy.....................................................................Failed\n- hook id: mypy\n- exit code: 1\n\n${MYPY_STUBS('src/wren/tracking/client.py', 'requests', 'types-requests', 44)}`, 1],
      ['prompt', 'mypy-stubs', 'types-requests → additional_dependencies of the mypy hook, same as PyYAML last time'],
      ['prompt', 'no-verify', 'and no --no-verify to get past it, fix the mypy error'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-04-02T09:10:00Z',
    steps: [
      ['ok', 'mamba install -n wren -c pytorch -c nvidia pytorch-cuda=12.1'],
      ['prompt', 'conda-forge', "we're conda-forge only — no -c pytorch, no -c nvidia, defaults is off too. pytorch comes from conda-forge"],
      ['prompt', 'dvc-gc', 'and whatever you do, no `dvc gc --cloud`. it deletes other people\'s experiment data from the remote'],
      ['prompt', 'x:persian-plot', 'لطفاً نمودار loss و val/f1 رو هم به گزارش هفتگی اضافه کن'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-04-06T09:00:00Z',
    steps: [
      ['fail', 'module-cuda', 'python -c "from wren.ops import fused_adam"', 'Traceback (most recent call last):\n  File "<string>", line 1, in <module>\n  File "/home/dev/wren/src/wren/ops/__init__.py", line 3, in <module>\n    from ._C import fused_adam\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory', 1],
      ['agent', 'module-cuda', 'Imported the compiled CUDA op without the CUDA module; on the cluster run `module load cuda/12.1` before building or importing wren.ops.'],
      ['prompt', 'dvc-gc', 'dvc gc -c رو هیچ‌وقت اجرا نکن، ریموت بین همه مشترکه'],
      ['fail', 'slurm-account', 'sbatch -p gpu jobs/sweep.sbatch', 'sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified', 1],
      ['agent', 'slurm-account', 'Submitted without an account; every sbatch/srun on this cluster needs --account=wren-ml.'],
      ['ok', 'sbatch --account=wren-ml -p gpu jobs/sweep.sbatch'],
    ],
  },
  {
    machine: 'mac', project: 'wren', start: '2026-04-07T10:00:00Z',
    steps: [
      ['ok', 'git switch -c feat/val-split main'],
      ['prompt', 'branch-develop', 'feature branches come off develop'],
      ['ok', 'git switch -c feat/val-split origin/develop'],
      ['fail', 'dvc-pull', 'python eval.py ckpt_path=/tmp/last.ckpt split=val', FNF('/Users/ana/wren/eval.py', 52, 'data/processed/val.parquet'), 1],
      ['prompt', 'dvc-pull', '先 dvc pull 一下，数据不在 git 里'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-04-08T09:30:00Z',
    steps: [
      ['fail', 'cuda-visible', 'python train.py experiment=vit_small', OOM('1.50 GiB', '96.00 MiB', '22.85 GiB', 51022, '698.00 MiB'), 1],
      ['prompt', 'cuda-visible', 'that again?? 2,3 on ws-02'],
      ['fail', 'x:pytest-real', "pytest -m 'not gpu' -q tests/test_metrics.py", `${PYTEST_HEAD('linux', '/home/dev/wren').replace('collected 148 items', 'collected 12 items')}\n.....F......\n=================================== FAILURES ===================================\n________________________ test_macro_f1_ignores_padding _________________________\n\n    def test_macro_f1_ignores_padding():\n>       assert macro_f1(preds, target, ignore_index=-100) == 0.75\nE       assert 0.7142857142857143 == 0.75\n\ntests/test_metrics.py:31: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_metrics.py::test_macro_f1_ignores_padding - assert 0.7142857142857143 == 0.75\n1 failed, 11 passed in 2.04s`, 1],
      ['agent', 'dvc-repro', 'Ran src/wren/stages/prepare.py by hand and dvc.lock went stale; pipeline stages run through `dvc repro <stage>`.'],
      ['fail', 'x:sed-gnu', "sed -i 's/ignore_index: -100/ignore_index: -1' conf/metrics/default.yaml", "sed: -e expression #1, char 34: unterminated `s' command", 1],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-04-09T09:00:00Z',
    steps: [
      ['agent', 'scancel-u', 'Ran scancel -u $USER and took down the long pretraining job with the rest; cancel single jobs by id (scancel <jobid>).'],
      ['fail', 'x:dvc-lock-conflict', 'git merge origin/develop', 'Auto-merging dvc.lock\nCONFLICT (content): Merge conflict in dvc.lock\nAutomatic merge failed; fix conflicts and then commit the result.', 1],
      ['fail', 'x:precommit-offline', 'pre-commit autoupdate', "[https://github.com/astral-sh/ruff-pre-commit] \nAn unexpected error has occurred: CalledProcessError: command: ('/usr/bin/git', 'fetch', 'origin', 'HEAD', '--tags')\nreturn code: 128\nstdout: (none)\nstderr:\n    fatal: unable to access 'https://github.com/astral-sh/ruff-pre-commit/': Could not resolve host: github.com\nCheck the log at /home/dev/.cache/pre-commit/pre-commit.log", 3],
      ['prompt', 'dvc-repro', 'passe par dvc repro pour les stages, sinon dvc.lock ne suit plus'],
    ],
  },
  {
    machine: 'mac2', project: 'wren', start: '2026-04-10T10:15:00Z',
    steps: [
      ['ok', 'mamba env export -n wren > conda-lock.yml'],
      ['prompt', 'conda-lock', "le lock c'est conda-lock qui le génère, un mamba env export n'est pas un lock multi-plateforme"],
      ['agent', 'conda-lock', 'Wrote conda-lock.yml with `mamba env export`; the lock file is generated with `conda-lock lock -f environment.yml -p linux-64 -p osx-arm64`.'],
      ['fail', 'x:module-typo', 'python -m wren.models.vit --summary', "/Users/kai/miniforge3/envs/wren/bin/python: No module named wren.models.vit", 1],
      ['prompt', 'conda-forge', 'فقط conda-forge، کانال defaults به خاطر لایسنس بسته‌ست — -c anaconda هم نه'],
    ],
  },
  {
    machine: 'linux', project: 'wren', start: '2026-04-13T09:20:00Z',
    steps: [
      ['prompt', 'mlflow-uri', 'MLFLOW_TRACKING_URI should point at the team server, every run, even the quick ones'],
      ['ok', 'MLFLOW_TRACKING_URI=http://mlflow.wren.internal:5000 python train.py experiment=vit_small trainer.max_epochs=2'],
      ['prompt', 'no-verify', 'again -n?? hooks run. always.'],
      ['fail', 'dvc-add', 'git add data/external/labels_v3.csv', GIT_IGNORED('data/external'), 1],
      ['prompt', 'dvc-add', 'داده‌ها با dvc نسخه‌بندی می‌شن، data/ رو با git add نزن'],
    ],
  },
  {
    machine: 'codex', project: 'wren', start: '2026-04-14T08:45:00Z',
    steps: [
      ['fail', 'conda-activate-batch', 'bash jobs/prep_features.sh', "\nCondaError: Run 'conda init' before 'conda activate'\n", 1],
      ['agent', 'conda-activate-batch', 'Job script used `conda activate wren`, which fails in non-interactive batch shells; use `mamba run -n wren python …` in jobs/.'],
      ['fail', 'squeue-me', 'squeue --me --start', 'squeue: unrecognized option \'--me\'\nTry "squeue --help" for more information', 1],
      ['prompt', 'squeue-me', '--me again. -u $USER on this slurm'],
      ['prompt', 'srun-not-ssh', 'to look at gpu usage of a running job: srun --jobid=<id> --overlap nvidia-smi. ssh is blocked on compute nodes'],
    ],
  },
];

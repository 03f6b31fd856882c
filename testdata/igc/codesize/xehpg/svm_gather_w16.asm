//.kernel svm_gather_w16
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 43
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V40 (46)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V41 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V44 (50)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V46 (52)  rf=r size=32 type=d align=16 words (r10.0)
//.declare V48 (54)  rf=r size=128 type=q align=16 words (r11.0)
//.declare P1 (55)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V49 (56)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V50 (57)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.2)
//.declare  (58)  rf=r size=32 type=ud align=16 words (r17.0)
//.declare V51 (59)  rf=r size=64 type=q alias=V37+0 align=16 words (r4.0)
//.declare V52 (60)  rf=r size=32 type=d alias=V39+0 align=16 words (r1.0)
//.declare V54 (62)  rf=r size=32 type=ud alias=V40+0 align=16 words (r6.0)
//.declare V55 (63)  rf=r size=32 type=ud alias=V41+0 align=16 words (r7.0)
//.declare V56 (64)  rf=r size=64 type=ud alias=V37+0 align=16 words (r4.0)
//.declare V57 (65)  rf=r size=32 type=ud alias=V39+0 align=16 words (r1.0)
//.declare V59 (67)  rf=r size=32 type=d alias=V41+0 align=16 words (r7.0)
//.declare V60 (68)  rf=r size=64 type=d alias=V37+0 align=16 words (r4.0)
//.declare V61 (69)  rf=r size=128 type=d alias=V48+0 align=16 words (r11.0)
//.declare V62 (70)  rf=r size=32 type=d alias=V44+0 align=16 words (r8.0)
//.declare V64 (72)  rf=r size=32 type=ud alias=V45+0 align=16 words (r9.0)
//.declare V65 (73)  rf=r size=32 type=ud alias=V46+0 align=16 words (r10.0)
//.declare V66 (74)  rf=r size=32 type=ud alias=V44+0 align=16 words (r8.0)
//.declare V68 (76)  rf=r size=32 type=d alias=V46+0 align=16 words (r10.0)
//.declare V69 (77)  rf=r size=64 type=ud alias=V49+0 align=16 words (r15.0)
//.declare V70 (78)  rf=r size=4 type=ud alias=V35+0 align=2 words (r3.0)
//.declare V71 (79)  rf=r size=128 type=uq alias=V48+0 align=16 words (r11.0)
//.declare V72 (80)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.3)
//.declare  (81)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare  (82)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (83)  rf=r size=16 type=w align=8 words (r3.8)
//.declare  (84)  rf=r size=16 type=w align=8 words (r19.0)
//.declare  (85)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare  (86)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare  (87)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare  (88)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (89)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (90)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (91)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V36      | :q       |      8 | r2+8     | general    |
// | V32      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V35      | :d       |      4 | r3       | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $18
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $18
// B002: Preds:{B001},  Succs:{}
// svm_gather_w16_BB_0:
(W)     send.ugm (1|M0)          r21      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $18
(W)     mov (8|M0)               null<1>:ud    r21.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $18
(W)     send.ugm (1|M0)          r22      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $18
(W)     mov (1|M0)               r17.0<1>:ud   r2.4<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r17.1<1>:ud   r2.5<0;1,0>:ud                                        // $1
        mov (8|M0)               r3.8<1>:w     0x4D6F81A3:uv                                         // $4
(W)     mov (8|M0)               null<1>:ud    r22.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r15      r17     null:0  0x0            0x022D03FF           {A@3,$4} // wr:1h+0, rd:2; a64 unaligned oword block read x4 // $1
        mov (8|M0)               r4.0<2>:ud    r2.2<0;1,0>:ud                                        // $2
        mov (8|M0)               r19.0<1>:w    0xC5E7092B:uv                                         // $10
        sync.nop                             null                             {Compacted,$0.dst}     // $4
        mul (8|M0)               r1.0<1>:d     r3.8<1;1,0>:w     4:w               {I@4}             // $4
        mov (8|M0)               r4.1<2>:ud    r2.3<0;1,0>:ud                                        // $2
        mul (8|M0)               r8.0<1>:d     r19.0<1;1,0>:w    4:w               {I@3}             // $10
        addc (8|M0)              r6.0<1>:ud    r4.0<2;1,0>:ud    r1.0<1;1,0>:ud   {AccWrEn,Compacted,I@2} // $5
(W)     mov (1|M0)               r18.0<1>:ud   r2.6<0;1,0>:ud                                        // $17
        mov (8|M0)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $5
        addc (8|M0)              r9.0<1>:ud    r4.0<2;1,0>:ud    r8.0<1;1,0>:ud   {AccWrEn,Compacted,I@4} // $11
        mov (8|M0)               r11.0<2>:d    r6.0<1;1,0>:d                    {I@4}                // $6
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $11
        add3 (8|M0)              r11.1<2>:d    r7.0<1;0>:d       r4.1<4;2>:d       0:w               {I@4} // $7
        mov (8|M0)               r13.0<2>:d    r9.0<1;1,0>:d                    {I@4}                // $12
        add3 (8|M0)              r13.1<2>:d    r10.0<1;0>:d      r4.1<4;2>:d       0:w               {I@3} // $13
(W)     mov (1|M0)               r18.1<1>:ud   r2.7<0;1,0>:ud                                        // $17
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $18
        cmp (16|M0)   (lt)f0.0   null<1>:d     r15.0<1;1,0>:ud   r3.0<0;1,0>:ud   {$4.dst}           // $15
(f0.0)  send.dc1 (16|M0)         r15      r11     null:0  0x0            0x082411FF           {A@1,$5} // wr:4+0, rd:2; a64 dword gathering read // $16
(W)     send.dc1 (16|M0)         null     r18     r15:2   0x0            0x020D43FF           {$5} // wr:1h+2, rd:0; a64 unaligned oword block write x4 // $17
(W)     send.ugm (1|M0)          r20      r0      null:0  0x0            0x0210031F           {$6} // wr:1+0, rd:1; fence.ugm.none.local // $18
(W)     mov (8|M0)               null<1>:ud    r20.0<1;1,0>:ud                  {$6.dst}             //  memory fence commit; $18
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $18
L624:
        nop                                                                                          // $18


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 52
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
